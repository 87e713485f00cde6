import { z } from 'zod';
import { email, loginPassword, mobileNumber, password } from './fields.js';
import { issuedToken, ok } from './envelope.js';
import { LANGUAGES } from './limits.js';
import { consentBody } from './legal.js';

const language = z.enum(LANGUAGES, { error: 'validation.choice' });

export const userLoginBody = z.strictObject({ mobileNumber, password: loginPassword });
export type UserLoginBody = z.input<typeof userLoginBody>;

/**
 * SPEC's registration body, and the language the visitor reads, so the first mail (the email
 * code) is in it; SPEC's clients leave it out and get English. `consent` is what the signup form
 * adds; an account registered without it must accept the terms at its next sign-in before it
 * sees any profile.
 */
export const registrationBody = z.strictObject({
  email,
  mobileNumber,
  password,
  language: language.optional(),
  consent: consentBody.optional(),
});
export type RegistrationBody = z.input<typeof registrationBody>;

/** The signup form: SPEC's fields and the two checkboxes, each of which must be ticked. */
export const registrationForm = z.object({
  email,
  mobileNumber,
  password,
  marriagePurpose: z.boolean().refine((ticked) => ticked, 'validation.consentPurpose'),
  termsAccepted: z.boolean().refine((ticked) => ticked, 'validation.consentTerms'),
});

export const loginResponse = ok(z.object({ token: issuedToken, message: z.string() }));
export const registrationResponse = ok(z.object({ token: issuedToken, id: z.string(), message: z.string() }));

/** SPEC's fields: oldPassword and newPassword; the new one follows the registration rule. */
export const changePasswordBody = z.strictObject({ oldPassword: loginPassword, newPassword: password });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** The change-password form: current, new and confirmation. */
export const changePasswordForm = z
  .object({ current: loginPassword, new: password, confirm: z.string().min(1, 'validation.required') })
  .refine((v) => v.new === v.confirm, { path: ['confirm'], error: 'validation.passwordsMatch' })
  .refine((v) => v.new !== v.current, { path: ['new'], error: 'validation.passwordUnchanged' });

/** POST /user/language: the language the member reads, kept for the mails the server sends them. */
export const languageBody = z.strictObject({ language });
export const languageResponse = ok(z.object({ language, message: z.string() }));
