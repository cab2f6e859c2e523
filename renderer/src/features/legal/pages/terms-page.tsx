import { LegalDocument } from '../components/legal-document';
import { TERMS } from '../content/legal-content';

export function TermsPage() {
  return <LegalDocument document={TERMS} />;
}
