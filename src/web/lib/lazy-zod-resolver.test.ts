import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver.js';

const schema = z.object({ mobileNumber: z.string().regex(/^\d{10}$/, 'TEN_DIGITS') });
const check = (resolver: ReturnType<typeof lazyZodResolver<typeof schema>>, mobileNumber: string) =>
  resolver({ mobileNumber }, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('a resolver whose schema loads at the first check', () => {
  it('loads the schema once, at the first check, and checks with it', async () => {
    let loads = 0;
    const resolver = lazyZodResolver(async () => {
      loads++;
      return schema;
    });
    expect(loads).toBe(0);
    expect((await check(resolver, '12')).errors.mobileNumber?.message).toBe('TEN_DIGITS');
    expect((await check(resolver, '9876543210')).values).toEqual({ mobileNumber: '9876543210' });
    expect(loads).toBe(1);
  });

  it('tries the load again after one that failed', async () => {
    let loads = 0;
    const resolver = lazyZodResolver(async () => {
      loads++;
      if (loads === 1) throw new Error('network cut');
      return schema;
    });
    await expect(check(resolver, '12')).rejects.toThrow('network cut');
    expect((await check(resolver, '12')).errors.mobileNumber?.message).toBe('TEN_DIGITS');
    expect(loads).toBe(2);
  });
});
