import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { HASHES_AT_ONCE, hashCost, hashPassword, needsRehash, verifyPassword } from './passwords.js';

describe('password hashes', () => {
  it("are argon2id at one of OWASP's minimum settings in production: 12 MiB, three passes, one lane", async () => {
    expect(hashCost({})).toEqual({ memoryCost: 12_288, timeCost: 3, parallelism: 1 });
    expect(hashCost({ VITEST: 'false' })).toEqual(hashCost({}));
    expect(await hash('Member@123', hashCost({}))).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
  });

  it('made with other parameters than new ones are made with need making again', async () => {
    expect(needsRehash(await hashPassword('Member@123'))).toBe(false);
    // The production parameters before decision 0066, and today's where the tests run.
    expect(needsRehash(await hash('Member@123', { memoryCost: 19_456, timeCost: 2, parallelism: 1 }))).toBe(true);
    expect(needsRehash(await hash('Member@123', { ...hashCost({}), timeCost: 4 }))).toBe(true);
    expect(needsRehash(await hash('Member@123', { ...hashCost(), memoryCost: 16, parallelism: 2 }))).toBe(true);
    expect(needsRehash('not a hash')).toBe(true);
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
