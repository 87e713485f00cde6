import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { loginResponse, UserLoginBody } from '../../../contract/accounts.js';
import { answeredToken } from '../../lib/answered-token.js';
import { api } from '../../lib/api.js';
import { storeToken } from '../session/session-store.js';
import { useSaveLanguage } from './save-language.js';

/** POST /api/user/login: the member's token. */
async function login(body: UserLoginBody): Promise<string> {
  const answer = await api<z.infer<typeof loginResponse>>('/user/login', { body, auth: 'none' });
  return answeredToken(answer.data);
}

/**
 * Signs in and keeps the token; the language the member reads now becomes the one their mails
 * go out in (they may have chosen it before signing in).
 */
export function useLogin() {
  const saveLanguage = useSaveLanguage();
  return useMutation({
    mutationFn: login,
    onSuccess: (token) => {
      storeToken(token);
      saveLanguage.mutate(undefined);
    },
  });
}
