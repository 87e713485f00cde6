import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../contract/limits.js';
import { ConfigError } from '../config.js';
import { DataDirBusyError } from '../db/data-dir-lock.js';
import { withCliDatabase } from './cli-database.js';
import { DEFAULT_BATCH_SIZE, DEFAULT_SEED_PASSWORD, seedProfiles } from './seed/load.js';

const USAGE =
  'Usage: npm run seed -- --profiles <N> [--password <password>] [--seed-value <integer>] [--batch-size <rows>]';
const MAX_PROFILES = 10_000_000;

class UsageError extends Error {}

function wholeNumber(text: string | undefined, name: string, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}`);
  }
  return Number(text);
}

function readArguments(argv: string[]) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        profiles: { type: 'string' },
        password: { type: 'string' },
        'seed-value': { type: 'string' },
        'batch-size': { type: 'string' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const profiles = wholeNumber(values.profiles, 'profiles', 1, MAX_PROFILES);
  if (profiles === undefined) throw new UsageError('--profiles is required');
  const password = values.password ?? DEFAULT_SEED_PASSWORD;
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw new UsageError(`--password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);
  }
  return {
    profiles,
    password,
    // Without a seed value every run differs; the one used is printed so a run can be repeated.
    seedValue: wholeNumber(values['seed-value'], 'seed-value', 0, 2 ** 32 - 1) ?? randomInt(0, 2 ** 32 - 1),
    batchSize: wholeNumber(values['batch-size'], 'batch-size', 1, 50_000) ?? DEFAULT_BATCH_SIZE,
  };
}

/** Loads demo members into the configured database (PGlite under DATA_DIR, or DATABASE_URL). */
async function main() {
  const args = readArguments(process.argv.slice(2));
  await withCliDatabase('seed', async (database, config) => {
    const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
    console.log(`Seeding ${args.profiles} demo profiles into ${where} (seed value ${args.seedValue})`);
    let lastReport = 0;
    const result = await seedProfiles(database, {
      ...args,
      onProgress({ inserted, total, elapsedMs }) {
        if (inserted < total && elapsedMs - lastReport < 2_000) return;
        lastReport = elapsedMs;
        const rate = Math.round(inserted / Math.max(elapsedMs / 1000, 0.001));
        console.log(`  ${inserted}/${total} (${Math.floor((inserted / total) * 100)}%), ${rate} rows/s`);
      },
    });
    const seconds = result.elapsedMs / 1000;
    console.log(
      `Added ${result.inserted} profiles in ${seconds.toFixed(1)} s (${Math.round(result.inserted / seconds)} rows/s), ` +
        `mobile numbers ${result.firstMobile} to ${result.lastMobile}.`,
    );
    console.log(`Every demo member signs in with the password: ${args.password}`);
  });
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n${USAGE}`);
  } else if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    console.error(error.message);
  } else {
    console.error('Seeding failed:', error);
  }
  process.exit(1);
});
