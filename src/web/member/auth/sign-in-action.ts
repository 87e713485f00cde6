import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { userLoginBody } from '../../../contract/accounts.js';
import type { ErrorCode } from '../../../contract/errors.js';
import { api, ApiError } from '../../lib/api.js';
import { fetchUserInfo } from '../api/user-info.js';
import { landingPathFor } from '../session/onboarding.js';

/** What a sign-in posted without the app's script answers with, shown above the form. */
export interface SignInRefusal {
  /** The server's code, or none for a failure it gave no code for. */
  code: ErrorCode | undefined;
}

/**
 * The sign-in form posted as a plain form, before the app's script is there (or without it): the
 * server signs the member in to the session cookie and sends them where the app would. With the
 * script the form signs in by itself (login-form.tsx) and this never runs.
 */
export async function signInAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const body = userLoginBody.safeParse({ mobileNumber: form.get('mobileNumber'), password: form.get('password') });
  if (!body.success) return data<SignInRefusal>({ code: 'VALIDATION' }, { status: 400 });
  try {
    await api('/user/login', { body: body.data, auth: 'none', sessionInCookie: true });
    // SPEC section 4: the member's record decides where sign-in leads.
    return redirect(landingPathFor(await fetchUserInfo()));
  } catch (error) {
    const status = error instanceof ApiError && error.status >= 400 ? error.status : 500;
    return data<SignInRefusal>({ code: error instanceof ApiError ? error.code : undefined }, { status });
  }
}
