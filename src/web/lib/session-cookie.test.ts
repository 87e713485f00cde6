import { afterEach, describe, expect, it } from 'vitest';

// A browser's cookie jar as the page sees it, counting how often the page asks for it: each
// read of `document.cookie` is a wait on the browser's network process.
let jar = 'mv-csrf=member-token; mv-language=hi';
let reads = 0;
Object.assign(globalThis, {
  document: {
    get cookie() {
      reads++;
      return jar;
    },
    set cookie(line: string) {
      const [pair] = line.split(';');
      const name = pair!.split('=')[0]!;
      if (/Max-Age=0/.test(line))
        jar = jar
          .split('; ')
          .filter((c) => !c.startsWith(`${name}=`))
          .join('; ');
    },
  },
});
const { csrfToken, forgetSessionCookie, hasSessionCookie } = await import('./session-cookie.js');
const nextRun = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the page's reads of its session cookie", () => {
  afterEach(async () => {
    await nextRun();
    jar = 'mv-csrf=member-token; mv-language=hi';
    reads = 0;
  });

  it('asks the browser once for every read in one run of script', () => {
    expect(csrfToken('member')).toBe('member-token');
    expect(hasSessionCookie('member')).toBe(true);
    expect(hasSessionCookie('admin')).toBe(false);
    expect(reads).toBe(1);
  });

  it('sees what changed since, in the next run', async () => {
    expect(hasSessionCookie('admin')).toBe(false);
    jar += '; mv-admin-csrf=admin-token';
    await nextRun();
    expect(csrfToken('admin')).toBe('admin-token');
    expect(reads).toBe(2);
  });

  it('sees its own sign-out at once', () => {
    expect(hasSessionCookie('member')).toBe(true);
    forgetSessionCookie('member');
    expect(hasSessionCookie('member')).toBe(false);
  });
});
