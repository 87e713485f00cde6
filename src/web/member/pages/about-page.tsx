import { LegalDocument } from './legal-document.js';

export function AboutPage() {
  return <LegalDocument doc="about" />;
}
