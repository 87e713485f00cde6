import { z } from 'zod';
import { email, otp, password } from './fields.js';

export const checkEmailBody = z.strictObject({ email });
export const verifyOtpBody = z.strictObject({ otp, email });
/** SPEC's reset screen says 'Password is required' when empty; the rule itself is the one for every password. */
const newPassword = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, { error: 'validation.passwordRequired', abort: true })
  .pipe(password);

export const changeForgotPasswordBody = z.strictObject({ password: newPassword, email });

export type CheckEmailBody = z.input<typeof checkEmailBody>;
export type VerifyOtpBody = z.input<typeof verifyOtpBody>;
export type ChangeForgotPasswordBody = z.input<typeof changeForgotPasswordBody>;

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
