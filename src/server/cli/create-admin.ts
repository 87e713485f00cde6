import { parseArgs } from 'node:util';
import { z } from 'zod';
import { mobileNumber, password } from '../../contract/fields.js';
import { englishMessage } from '../../contract/messages.js';
import { upsertAdmin } from '../admin/admins.js';
import { ConfigError } from '../config.js';
import { DataDirBusyError } from '../db/data-dir-lock.js';
import { withCliDatabase } from './cli-database.js';

const USAGE = 'Usage: npm run admin:create -- --mobile <10 digits> --password <password>';

class UsageError extends Error {}

/** The same rules as registration, so an admin can sign in through the admin login form. */
const adminInput = z.object({ mobileNumber, password });
const OPTION_OF: Record<string, string> = { mobileNumber: '--mobile', password: '--password' };

function readArguments(argv: string[]): { mobileNumber: string; password: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: { mobile: { type: 'string' }, password: { type: 'string' } },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.mobile === undefined) throw new UsageError('--mobile is required');
  if (values.password === undefined) throw new UsageError('--password is required');
  const parsed = adminInput.safeParse({ mobileNumber: values.mobile, password: values.password });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UsageError(`${OPTION_OF[String(issue.path[0])] ?? 'input'}: ${englishMessage(issue.message)}`);
  }
  return parsed.data;
}

/** Creates the admin, or resets its password, in the configured database (PGlite or DATABASE_URL). */
async function main(): Promise<string> {
  const input = readArguments(process.argv.slice(2));
  return withCliDatabase('admin:create', async (database) => {
    const outcome = await upsertAdmin(database.db, input.mobileNumber, input.password);
    return outcome === 'created' ? `Admin ${input.mobileNumber} created.` : `Admin ${input.mobileNumber} password reset.`;
  });
}

main().then(
  (line) => {
    console.log(line);
    process.exit(0);
  },
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message.replace(/\.$/, '')}. ${USAGE}`);
    else if (error instanceof ConfigError || error instanceof DataDirBusyError) console.error(error.message);
    else console.error(`Could not create the admin: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
