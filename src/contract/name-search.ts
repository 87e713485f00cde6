import { NAME_SEARCH_MAX } from './limits.js';
import type { MessageKey } from './messages.js';

/**
 * The name search's rule: required and at most NAME_SEARCH_MAX characters, once trimmed. A plain
 * function (no schema library), so the member's listing page can check it without loading zod;
 * the admin's search schema is built from it.
 */
export function nameSearchProblem(text: string): MessageKey | undefined {
  const name = text.trim();
  if (name === '') return 'validation.searchRequired';
  if (name.length > NAME_SEARCH_MAX) return 'validation.tooLong';
  return undefined;
}
