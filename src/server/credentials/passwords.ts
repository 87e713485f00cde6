import { hash, verify, type Options } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import { workSlots } from '../work-slots.js';

/**
 * argon2id at one of OWASP's minimum settings, which it rates as equal defences that trade memory
 * for passes: 12 MiB and three passes. Its 19 MiB and two passes took twice the CPU for each hash
 * or check on this project's machine, 14 to 18 ms against 7 to 10 (decision 0066).
 */
const PRODUCTION: Options = { memoryCost: 12_288, timeCost: 3, parallelism: 1 };
/**
 * The same algorithm at its lowest cost, under the test runner only: the suite hashes thousands of
 * passwords and codes, and the cost, which is what it would spend its time on, is not what it
 * tests. A hash carries its own parameters, so either kind checks the same way.
 */
const UNDER_TEST: Options = { memoryCost: 8, timeCost: 1, parallelism: 1 };

/** The parameters new hashes are made with: production's, unless Vitest runs the process. */
export function hashCost(env: NodeJS.ProcessEnv = process.env): Options {
  return env.VITEST === 'true' ? UNDER_TEST : PRODUCTION;
}

const cost = hashCost();

/**
 * How many hashes or checks run at once: one a core. Each takes a core for its whole time in
 * libuv's pool, which has four threads: on a small server a burst of sign-ins took every core from
 * the event loop that answers everyone else. Fewer than the cores left sign-ins queueing behind
 * that loop when it was saturated, each slot idle until the loop reached its completion
 * (docs/decisions/0056-password-checks-take-turns.md).
 */
export const HASHES_AT_ONCE = availableParallelism();
const slots = workSlots(HASHES_AT_ONCE);

/** argon2id, memory-hard. */
export function hashPassword(password: string): Promise<string> {
  return slots.run(() => hash(password, cost));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await slots.run(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/**
 * Whether a hash was made with other parameters than new ones are: a hash carries its own, so an
 * older one still checks, and a right password is hashed again with today's (credentials/sign-in.ts).
 */
export function needsRehash(passwordHash: string): boolean {
  const [, memory, passes, lanes] = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash) ?? [];
  return !(Number(memory) === cost.memoryCost && Number(passes) === cost.timeCost && Number(lanes) === cost.parallelism);
}

let dummy: Promise<string> | undefined;

/** Spends the same time as a real check, so a missing account is not told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= slots.run(() => hash('not-a-real-password-for-timing', cost));
  await verifyPassword(await dummy, password);
}
