import { z } from 'zod';
import { ok } from './envelope.js';

/**
 * The two promises the signup form asks for (IT Rules 2021, MeitY's advisory on matrimonial
 * sites): each must be ticked. The server records them with the policy version, the time and
 * the client's address (docs/decisions/0017-law-and-safety.md).
 */
export const consentBody = z.strictObject({
  /** "I am registering to find a marriage partner for myself or a family member." */
  marriagePurpose: z.literal(true, { error: 'validation.consentPurpose' }),
  /** "I accept the Terms and the Privacy Policy." */
  termsAccepted: z.literal(true, { error: 'validation.consentTerms' }),
});
export type ConsentBody = z.input<typeof consentBody>;

/** The policy version in force when POLICY_VERSION is not set. */
export const DEFAULT_POLICY_VERSION = '2026-11';

const optional = z.string().nullable();

/**
 * Who runs the service and how to reach them, all from configuration: nothing here is ever
 * invented, and what is not configured is null and shown nowhere.
 */
export const siteInfo = z.object({
  policyVersion: z.string(),
  /** How long sign-in records are kept (the privacy policy says so). */
  accessLogRetentionDays: z.number(),
  operator: z.object({ name: optional, address: optional }),
  support: z.object({ phone: optional, email: optional }),
  grievanceOfficer: z.object({ name: optional, email: optional, phone: optional, address: optional }),
});
export type SiteInfo = z.infer<typeof siteInfo>;

export const consentResponse = ok(z.object({ policyVersion: z.string(), message: z.string() }));
