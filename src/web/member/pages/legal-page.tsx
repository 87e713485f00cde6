import { LegalDocument } from './legal-document.js';

export function TermsPage() {
  return <LegalDocument doc="terms" />;
}

export function PrivacyPage() {
  return <LegalDocument doc="privacy" />;
}

export function GrievancePolicyPage() {
  return <LegalDocument doc="grievancePolicy" />;
}

export function RefundPage() {
  return <LegalDocument doc="refund" />;
}

export function SafetyTipsPage() {
  return <LegalDocument doc="safety" />;
}
