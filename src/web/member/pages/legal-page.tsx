import { LegalDocument } from './legal-document.js';

export function TermsPage() {
  return <LegalDocument doc="terms" />;
}

export function PrivacyPage() {
  return <LegalDocument doc="privacy" />;
}

export function RefundPage() {
  return <LegalDocument doc="refund" />;
}
