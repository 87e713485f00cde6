import { useMutation } from '@tanstack/react-query';
import type { UserLoginBody } from '../../../contract/accounts.js';
import { memberSignIn } from '../../../contract/endpoints/accounts.js';
import { call } from '../../lib/api.js';
import { sessionStarted } from '../session/session-store.js';
import { useSaveLanguage } from './save-language.js';

/** Signs in: the session goes into the browser's httpOnly cookie. */
async function login(body: UserLoginBody): Promise<void> {
  await call(memberSignIn, { body }, { sessionInCookie: true });
}

/**
 * Signs in; the language the member reads now becomes the one their mails go out in (they may
 * have chosen it before signing in).
 */
export function useLogin() {
  const saveLanguage = useSaveLanguage();
  return useMutation({
    mutationFn: login,
    onSuccess: () => {
      sessionStarted();
      saveLanguage.mutate(undefined);
    },
  });
}
