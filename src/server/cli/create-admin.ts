import { letters, mobileNumber, password, requiredText } from '../../contract/fields.js';
import { upsertAdmin } from '../admin/admins.js';
import { checkOption, readOptions, runCli, UsageError } from './cli-run.js';
import { withCliDatabase } from './cli-database.js';

const USAGE = 'Usage: npm run admin:create -- --mobile <10 digits> --password <password> [--name <name>]';

/** The name the activity log shows beside what this administrator did. */
const adminName = requiredText(60).pipe(letters);

/** The same rules as registration, so an admin can sign in through the admin login form. */
function readArguments(argv: string[]): { mobileNumber: string; password: string; name?: string } {
  const values = readOptions(argv, { mobile: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } });
  if (values.mobile === undefined) throw new UsageError('--mobile is required');
  if (values.password === undefined) throw new UsageError('--password is required');
  return {
    mobileNumber: checkOption('--mobile', mobileNumber, values.mobile),
    password: checkOption('--password', password, values.password),
    ...(values.name === undefined ? {} : { name: checkOption('--name', adminName, values.name) }),
  };
}

/** Creates the admin, or resets its password, in the configured database (PGlite or DATABASE_URL). */
runCli(USAGE, 'Could not create the admin', async () => {
  const input = readArguments(process.argv.slice(2));
  return withCliDatabase('admin:create', async (database) => {
    const outcome = await upsertAdmin(database.db, input.mobileNumber, input.password, input.name);
    const who = input.name ? `${input.mobileNumber} (${input.name})` : input.mobileNumber;
    return outcome === 'created' ? `Admin ${who} created.` : `Admin ${who} password reset.`;
  });
});
