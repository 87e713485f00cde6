import { describe, expect, it } from 'vitest';
import { adminSearchForm } from './admin.js';
import { NAME_SEARCH_MAX } from './limits.js';
import { nameSearchProblem } from './name-search.js';

describe('the name search rule', () => {
  it.each([
    ['', 'validation.searchRequired'],
    ['   ', 'validation.searchRequired'],
    ['x'.repeat(NAME_SEARCH_MAX + 1), 'validation.tooLong'],
    ['  Priya ', undefined],
    ['x'.repeat(NAME_SEARCH_MAX), undefined],
  ])('judges %j as %s, in the plain function and in the admin schema alike', (text, problem) => {
    expect(nameSearchProblem(text)).toBe(problem);
    const parsed = adminSearchForm.safeParse({ fullName: text });
    expect(parsed.success ? undefined : parsed.error.issues[0]?.message).toBe(problem);
  });

  it('trims what the admin schema passes on', () => {
    expect(adminSearchForm.parse({ fullName: '  Priya ' })).toEqual({ fullName: 'Priya' });
  });
});
