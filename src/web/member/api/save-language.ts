import { useMutation } from '@tanstack/react-query';
import { saveLanguage as save } from '../../../contract/endpoints/accounts.js';
import type { Language } from '../../../contract/limits.js';
import { call } from '../../lib/api.js';
import { currentLanguage } from '../../lib/i18n.js';
import { isSignedIn } from '../session/session-store.js';

/** The language the member's mails go out in. */
async function saveLanguage(language: Language): Promise<void> {
  await call(save, { body: { language } });
}

/**
 * Tells the server the language the signed-in member reads (the one shown, unless another is
 * given); a visitor without a session has nothing to tell. A failure changes nothing on screen.
 */
export function useSaveLanguage() {
  return useMutation({
    mutationFn: async (language: Language | undefined) => {
      if (isSignedIn()) await saveLanguage(language ?? currentLanguage());
    },
  });
}
