import { z } from 'zod';
import { issuedToken, ok } from './envelope.js';
import { verificationCode } from './verification.js';

/**
 * Administrators sign in in two steps (docs/decisions/0018-verification-and-two-step.md): the
 * password opens a session that can do nothing but the second step, which is enrolment on the
 * first sign-in and the authenticator's code afterwards.
 */
const SECOND_STEPS = ['ENROL', 'CODE'] as const;
export type SecondStep = (typeof SECOND_STEPS)[number];

/** SPEC's admin login answer (success, data.token, data.message), with the step that comes next. */
export const adminLoginResponse = ok(z.object({ token: issuedToken, message: z.string(), secondStep: z.enum(SECOND_STEPS) }));

/** A recovery code as shown (`abcde-fghjk`); typed with or without the dash, in either case. */
const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;

/** The authenticator's 6-digit code, or one of the recovery codes. */
export const secondStepBody = z.strictObject({
  code: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(32, 'validation.secondStepCode')
    .refine((value) => /^\d{6}$/.test(value.replace(/\s/g, '')) || RECOVERY_CODE_PATTERN.test(value), 'validation.secondStepCode'),
});
export type SecondStepBody = z.input<typeof secondStepBody>;

/** The enrolment screen's form: the authenticator's code. */
export const authenticatorCodeForm = z.object({ code: verificationCode });
/** The recovery form: one recovery code. */
export const recoveryCodeForm = z.object({
  code: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .regex(RECOVERY_CODE_PATTERN, 'validation.recoveryCode'),
});

/** What an authenticator app needs: the secret as a QR code (an SVG data URL drawn by the server) and as text. */
export const enrolmentResponse = ok(z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string(), message: z.string() }));

/**
 * A full admin session. At enrolment the recovery codes come once, in the clear; they are kept
 * only as hashes and can never be shown again.
 */
export const secondStepDoneResponse = ok(
  z.object({
    token: issuedToken,
    message: z.string(),
    recoveryCodes: z.array(z.string()).optional(),
    recoveryCodesLeft: z.number(),
  }),
);
