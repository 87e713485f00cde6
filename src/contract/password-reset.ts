import { z } from 'zod';
import { ok } from './envelope.js';
import { email, otp, password } from './fields.js';

export const checkEmailBody = z.strictObject({ email });
export const verifyOtpBody = z.strictObject({ otp, email });
/** SPEC's reset screen says 'Password is required' when empty; the rule itself is the one for every password. */
const newPassword = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, { error: 'validation.passwordRequired', abort: true })
  .pipe(password);

/**
 * A right code answers SPEC's message and, beside it, the single-use token that alone may set the
 * new password; whoever did not type the code never sees it.
 */
export const verifyOtpResponse = ok(z.object({ message: z.string(), resetToken: z.string() }));

/**
 * SPEC's body is `{ password, email }`; `token` (the `resetToken` from verifyOtp) is required too.
 * Optional here so that SPEC's body is refused with its own code (RESET_TOKEN_REQUIRED) rather
 * than a generic validation error.
 */
export const changeForgotPasswordBody = z.strictObject({ password: newPassword, email, token: z.string().max(200).optional() });

export type CheckEmailBody = z.input<typeof checkEmailBody>;
export type VerifyOtpBody = z.input<typeof verifyOtpBody>;
export type ChangeForgotPasswordBody = z.input<typeof changeForgotPasswordBody>;
export type VerifyOtpAnswer = z.infer<typeof verifyOtpResponse>['data'];

/** The OTP screen's form. */
export const otpForm = z.object({ otp });

/** The new-password screen's form. */
export const newPasswordForm = z
  .object({
    password: newPassword,
    confirmPassword: z.string({ error: 'validation.confirmRequired' }).min(1, 'validation.confirmRequired'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'validation.passwordsMatch',
  });
