import { describe, expect, it } from 'vitest';
import { cookiesIn } from './session-cookie.js';

describe('the cookies of a Cookie header', () => {
  it('reads every cookie by name, values that hold "=" whole', () => {
    const jar = cookiesIn(' mv-session=abc; mv-csrf=x=y==;lang=mr ');
    expect(Object.fromEntries(jar)).toEqual({ 'mv-session': 'abc', 'mv-csrf': 'x=y==', lang: 'mr' });
  });

  it('keeps the first of a name sent twice, the one the browser holds most specific', () => {
    expect(cookiesIn('mv-session=mine; mv-session=planted').get('mv-session')).toBe('mine');
  });

  it('reads nothing from no header, and skips parts without a name', () => {
    expect(cookiesIn(undefined).size).toBe(0);
    expect(cookiesIn(';=orphan; ;').size).toBe(0);
  });
});
