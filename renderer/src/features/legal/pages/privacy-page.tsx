import { LegalDocument } from '../components/legal-document';
import { PRIVACY } from '../content/legal-content';

export function PrivacyPage() {
  return <LegalDocument document={PRIVACY} />;
}
