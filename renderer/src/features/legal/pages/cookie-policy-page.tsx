import { LegalDocument } from '../components/legal-document';
import { COOKIE_POLICY } from '../content/legal-content';

export function CookiePolicyPage() {
  return <LegalDocument document={COOKIE_POLICY} />;
}
