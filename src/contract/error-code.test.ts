import { describe, expect, it } from 'vitest';
import { errorCodeOf } from './error-code.js';
import { ERROR_CODES } from './errors.js';

describe('errorCodeOf', () => {
  it('reads every code the server sends from a failed answer', () => {
    for (const code of ERROR_CODES) expect(errorCodeOf({ success: false, data: { code, message: 'x' } })).toBe(code);
  });

  it('reads nothing from an answer without a code, or with something that is not one', () => {
    for (const body of [
      null,
      undefined,
      'VALIDATION',
      {},
      { data: null },
      { data: {} },
      { data: { code: 42 } },
      { data: { code: 'not a code' } },
      { data: { code: '' } },
    ]) {
      expect(errorCodeOf(body)).toBeUndefined();
    }
  });
});
