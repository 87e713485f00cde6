import { id } from '../../contract/fields.js';

/**
 * Whether an id from outside (a body, a URL) can be compared with a uuid column: PostgreSQL
 * fails the whole statement on anything else, which would be a 500 instead of "not found".
 */
export function isUuid(value: string): boolean {
  return id.safeParse(value).success;
}
