import { letters, mobileNumber, password, requiredText } from '../../contract/fields.js';
import { upsertAdmin } from '../admin/admins.js';
import { resetTwoStep } from '../two-step/service.js';
import { checkOption, readOptions, runCli, UsageError, type CliCommand } from './cli-run.js';
import { withCliDatabase } from './cli-database.js';

const USAGE = 'Usage: npm run admin:create -- --mobile <10 digits> [--password <password>] [--name <name>] [--reset-2fa]';

/** The name the activity log shows beside what this administrator did. */
const adminName = requiredText(60).pipe(letters);

/** The same rules as registration, so an admin can sign in through the admin login form. */
function readArguments(argv: string[]): { mobileNumber: string; password?: string; name?: string; resetTwoStep: boolean } {
  const values = readOptions(argv, {
    mobile: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    'reset-2fa': { type: 'boolean' },
  });
  const reset = values['reset-2fa'] === true;
  if (values.mobile === undefined) throw new UsageError('--mobile is required');
  if (values.password === undefined && !reset) throw new UsageError('--password is required');
  return {
    mobileNumber: checkOption('--mobile', mobileNumber, values.mobile),
    ...(values.password === undefined ? {} : { password: checkOption('--password', password, values.password) }),
    ...(values.name === undefined ? {} : { name: checkOption('--name', adminName, values.name) }),
    resetTwoStep: reset,
  };
}

/**
 * Creates the admin, or resets its password; with --reset-2fa, clears its two-step enrolment (a
 * lost phone), so it enrols again at its next sign-in. In the configured database (PGlite or
 * DATABASE_URL).
 */
export const createAdminCommand: CliCommand = {
  usage: USAGE,
  failure: 'Could not create the admin',
  async main(argv, { env }) {
    const input = readArguments(argv);
    return withCliDatabase('admin:create', env, async (database) => {
      const lines: string[] = [];
      if (input.password !== undefined) {
        const outcome = await upsertAdmin(database.db, input.mobileNumber, input.password, input.name);
        const who = input.name ? `${input.mobileNumber} (${input.name})` : input.mobileNumber;
        lines.push(outcome === 'created' ? `Admin ${who} created.` : `Admin ${who} password reset.`);
      }
      if (input.resetTwoStep) {
        if (!(await resetTwoStep(database.db, input.mobileNumber))) throw new Error(`no admin has the number ${input.mobileNumber}`);
        lines.push(`Two-step sign-in of admin ${input.mobileNumber} cleared: it enrols again at its next sign-in.`);
      }
      return lines.join('\n');
    });
  },
};

runCli(createAdminCommand, import.meta.url);
