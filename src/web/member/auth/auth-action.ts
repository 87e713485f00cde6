import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { registrationForm, userLoginBody } from '../../../contract/accounts.js';
import { memberSignIn, registerMember } from '../../../contract/endpoints/accounts.js';
import type { ConsentBody } from '../../../contract/legal.js';
import { ApiError, call } from '../../lib/api.js';
import { currentLanguage } from '../../lib/i18n.js';
import { fetchUserInfo } from '../api/user-info.js';
import { landingPathFor } from '../session/onboarding.js';
import { AUTH_INTENT, type AuthRefusal } from './auth-intent.js';

const refused = (intent: AuthRefusal['intent'], error: unknown) =>
  data<AuthRefusal>(
    { intent, code: error instanceof ApiError ? error.code : 'VALIDATION' },
    { status: error instanceof ApiError ? (error.status >= 400 ? error.status : 500) : 400 },
  );

/** SPEC section 4: the member's record decides where signing in, or registering, leads. */
async function onward() {
  return redirect(landingPathFor(await fetchUserInfo()));
}

/**
 * The sign-in or signup form posted as a plain form, before the app's script is there (or
 * without it): the server signs the member in to the session cookie and sends them where the app
 * would. With the script each form submits by itself (login-form.tsx, signup-form.tsx) and this
 * never runs. A new member pays the fee from the page they land on, which has the script.
 */
export async function authAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  if (text('intent') === AUTH_INTENT.signup) {
    const fields = registrationForm.safeParse({
      email: text('email'),
      mobileNumber: text('mobileNumber'),
      password: text('password'),
      marriagePurpose: form.has('marriagePurpose'),
      termsAccepted: form.has('termsAccepted'),
    });
    if (!fields.success) return refused('signup', fields.error);
    const { marriagePurpose, termsAccepted, ...account } = fields.data;
    // Both boxes are ticked (the form's schema says so); the server records them with the policy version.
    const consent = { marriagePurpose, termsAccepted } as ConsentBody;
    try {
      await call(registerMember, { body: { ...account, language: currentLanguage(), consent } }, { sessionInCookie: true });
      return await onward();
    } catch (error) {
      return refused('signup', error);
    }
  }
  const body = userLoginBody.safeParse({ mobileNumber: text('mobileNumber'), password: text('password') });
  if (!body.success) return refused('login', body.error);
  try {
    await call(memberSignIn, { body: body.data }, { sessionInCookie: true });
    return await onward();
  } catch (error) {
    return refused('login', error);
  }
}
