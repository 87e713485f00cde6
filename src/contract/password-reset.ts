import { z } from 'zod';
import { email, otp, strongPassword } from './fields.js';

export const checkEmailBody = z.strictObject({ email });
export const verifyOtpBody = z.strictObject({ otp, email });
export const changeForgotPasswordBody = z.strictObject({ password: strongPassword, email });

export type CheckEmailBody = z.input<typeof checkEmailBody>;
export type VerifyOtpBody = z.input<typeof verifyOtpBody>;
export type ChangeForgotPasswordBody = z.input<typeof changeForgotPasswordBody>;

/** The OTP screen's form. */
export const otpForm = z.object({ otp });

/** The new-password screen's form. */
export const newPasswordForm = z
  .object({
    password: strongPassword,
    confirmPassword: z.string({ error: 'validation.confirmRequired' }).min(1, 'validation.confirmRequired'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'validation.passwordsMatch',
  });
