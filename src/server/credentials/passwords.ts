import { hash, verify, type Options } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';

/** argon2id at OWASP's minimum (19 MiB, two passes): about 30 ms of a core for each hash or check. */
const PRODUCTION: Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
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
 * How many hashes or checks run at once: all the cores but one, and at least one. Each takes a
 * core for its whole time in libuv's pool (four threads), so a burst of sign-ins would otherwise
 * take both cores of a small server from the event loop that answers everyone else, and 19 MiB
 * each. The rest wait their turn, in the order they came.
 */
export const HASHES_AT_ONCE = Math.max(1, availableParallelism() - 1);

const queue: (() => void)[] = [];
let running = 0;

/** Runs `work` when fewer than HASHES_AT_ONCE others are running. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASHES_AT_ONCE) await new Promise<void>((resolve) => queue.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, if any, so `running` counts it still.
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  }
}

/** argon2id, memory-hard. */
export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, cost));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await inTurn(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** Spends the same time as a real check, so a missing account is not told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hash('not-a-real-password-for-timing', cost);
  await verifyPassword(await dummy, password);
}
