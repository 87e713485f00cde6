import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { HASHES_AT_ONCE, hashCost, hashPassword, verifyPassword } from './passwords.js';

describe('password hashes', () => {
  it("are argon2id at OWASP's minimum in production: 19 MiB, two passes, one lane", async () => {
    expect(hashCost({})).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(hashCost({ VITEST: 'false' })).toEqual(hashCost({}));
    expect(await hash('Member@123', hashCost({}))).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('are checked by the parameters they carry, so a production hash still signs in under test', async () => {
    const production = await hash('Member@123', hashCost({}));
    expect(await verifyPassword(production, 'Member@123')).toBe(true);
    expect(await verifyPassword(production, 'Member@124')).toBe(false);
    const here = await hashPassword('Member@123');
    expect(here).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(here, 'Member@123')).toBe(true);
    expect(await verifyPassword('not a hash', 'Member@123')).toBe(false);
  });

  it('take turns when more arrive at once than may run, each answered, a broken hash not holding its turn', async () => {
    const here = await hashPassword('Member@123');
    const burst = Array.from({ length: 4 * HASHES_AT_ONCE + 3 }, (_, n) =>
      n % 3 === 0 ? verifyPassword('not a hash', 'Member@123') : verifyPassword(here, n % 3 === 1 ? 'Member@123' : 'Member@124'),
    );
    expect(await Promise.all(burst)).toEqual(burst.map((_, n) => n % 3 === 1));
    expect(await Promise.all([hashPassword('a'), hashPassword('b')])).toHaveLength(2);
  });
});
