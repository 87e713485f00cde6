import { randomInt } from 'node:crypto';
import { password as passwordRule } from '../../contract/fields.js';
import { withCliDatabase } from './cli-database.js';
import { checkOption, readOptions, runCli, UsageError, type CliCommand } from './cli-run.js';
import { DEFAULT_BATCH_SIZE, DEFAULT_SEED_PASSWORD, seedProfiles } from './seed/load.js';

const USAGE = 'Usage: npm run seed -- --profiles <N> [--password <password>] [--seed-value <integer>] [--batch-size <rows>]';
const MAX_PROFILES = 10_000_000;

function wholeNumber(text: string | undefined, name: string, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}`);
  }
  return Number(text);
}

function readArguments(argv: string[]) {
  const values = readOptions(argv, {
    profiles: { type: 'string' },
    password: { type: 'string' },
    'seed-value': { type: 'string' },
    'batch-size': { type: 'string' },
  });
  const profiles = wholeNumber(values.profiles, 'profiles', 1, MAX_PROFILES);
  if (profiles === undefined) throw new UsageError('--profiles is required');
  // Members sign in through the login form, so the password follows registration's rule.
  const password = checkOption('--password', passwordRule, values.password ?? DEFAULT_SEED_PASSWORD);
  return {
    profiles,
    password,
    // Without a seed value every run differs; the one used is printed so a run can be repeated.
    seedValue: wholeNumber(values['seed-value'], 'seed-value', 0, 2 ** 32 - 1) ?? randomInt(0, 2 ** 32 - 1),
    batchSize: wholeNumber(values['batch-size'], 'batch-size', 1, 50_000) ?? DEFAULT_BATCH_SIZE,
  };
}

/** Loads demo members into the configured database (PGlite under DATA_DIR, or DATABASE_URL). */
export const seedCommand: CliCommand = {
  usage: USAGE,
  failure: 'Seeding failed',
  async main(argv, { env, print }) {
    const args = readArguments(argv);
    await withCliDatabase('seed', env, async (database, config) => {
      const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
      print(`Seeding ${args.profiles} demo profiles into ${where} (seed value ${args.seedValue})`);
      let lastReport = 0;
      const result = await seedProfiles(database, {
        ...args,
        onProgress({ inserted, total, elapsedMs }) {
          if (inserted < total && elapsedMs - lastReport < 2_000) return;
          lastReport = elapsedMs;
          const rate = Math.round(inserted / Math.max(elapsedMs / 1000, 0.001));
          print(`  ${inserted}/${total} (${Math.floor((inserted / total) * 100)}%), ${rate} rows/s`);
        },
      });
      const seconds = result.elapsedMs / 1000;
      print(
        `Added ${result.inserted} profiles in ${seconds.toFixed(1)} s (${Math.round(result.inserted / seconds)} rows/s), ` +
          `mobile numbers ${result.firstMobile} to ${result.lastMobile}.`,
      );
      const { write, indexes, analyze } = result.phasesMs;
      const phase = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      print(`  writing rows ${phase(write)}, building indexes ${phase(indexes)}, vacuum and statistics ${phase(analyze)}`);
      print(`Every demo member signs in with the password: ${args.password}`);
    });
  },
};

runCli(seedCommand, import.meta.url);
