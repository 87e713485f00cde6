import { z } from 'zod';
import { ok } from './envelope.js';
import { email, loginPassword, textOrNumber } from './fields.js';
import { VERIFICATION_CODE_DIGITS } from './limits.js';

/** What a member proves holding: the address mail goes to, the number calls go to. */
const VERIFICATION_CHANNELS = ['EMAIL', 'MOBILE'] as const;
export type VerificationChannel = (typeof VERIFICATION_CHANNELS)[number];

/**
 * Why a profile cannot be approved yet. The server refuses approval with the first one as the
 * answer's code; the back-office shows them all beside a disabled Approve.
 */
export const APPROVAL_BLOCKERS = ['EMAIL_NOT_VERIFIED', 'MOBILE_NOT_VERIFIED'] as const;
export type ApprovalBlocker = (typeof APPROVAL_BLOCKERS)[number];

/** A 6-digit code as typed (text, or a number from a client that sends one). */
export const verificationCode = textOrNumber.pipe(
  z
    .string()
    .min(1, { error: 'validation.required', abort: true })
    .regex(/^\d+$/, { error: 'validation.onlyDigits', abort: true })
    .length(VERIFICATION_CODE_DIGITS, 'validation.codeLength'),
);

export const verifyCodeBody = z.strictObject({ code: verificationCode });
export type VerifyCodeBody = z.input<typeof verifyCodeBody>;

/** The signed key of a mailed one-click link (`/confirmEmail?key=…`). */
export const confirmEmailLinkBody = z.strictObject({
  key: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required', abort: true })
    .max(1000)
    .regex(/^[\w-]+\.[\w-]+$/, 'validation.linkKey'),
});

/** A new address, proven by the current password: whoever holds a phone unlocked cannot take the account. */
export const changeEmailBody = z.strictObject({ email, password: loginPassword });
export type ChangeEmailBody = z.input<typeof changeEmailBody>;

/** Where a code went, masked (`ra•••@example.com`, `•••••••210`), and when another may be asked for. */
export const codeSentResponse = ok(z.object({ sentTo: z.string(), resendAfterSeconds: z.number(), message: z.string() }));

export const verifiedResponse = ok(z.object({ channel: z.enum(VERIFICATION_CHANNELS), message: z.string() }));

/** The new address, and whether its code went out now (else the member asks for one from the banner). */
export const emailChangedResponse = ok(z.object({ email: z.string(), codeSent: z.boolean(), message: z.string() }));
