import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTarget, runCommand, runInProcess } from '../../../tests/support/run-command.js';
import { listAdmins } from '../audit/repository.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.js';
import { admins } from '../db/schema.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import { outboxMailer } from '../mail/mailer.js';
import { fileStoreFor } from '../storage/file-store-for.js';

import { createAdminCommand } from './create-admin.js';

// A run as its own process takes tens of seconds on a busy machine (the seed command's test gives
// its runs as long).
const SLOW = 120_000;

/** Runs the command as an operator would, in its own process: once for each way a process ends. */
const createAdminProcess = (args: string[], env: Record<string, string>) => runCommand('create-admin', args, env);
/** The same command, its same words and exit code, run in this process. */
const createAdmin = (args: string[], env: Record<string, string>) => runInProcess(createAdminCommand, args, env);

/** Signs in through the API on the same data, after the command has exited; the answers' statuses. */
async function adminLogins(env: Record<string, string>, mobileNumber: string, passwords: string[]): Promise<number[]> {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  const mailer = outboxMailer(join(config.DATA_DIR, 'outbox'), config.MAIL_FROM, pino({ level: 'silent' }));
  const app = await buildApp({ config, database, mailer, files: fileStoreFor(config), rateLimits: false });
  try {
    const statuses: number[] = [];
    for (const password of passwords) {
      const res = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { mobileNumber, password } });
      statuses.push(res.statusCode);
    }
    return statuses;
  } finally {
    await app.close();
    await mailer.close();
    await database.close();
  }
}

/** Reads or writes the command's data directly, after it has exited. */
async function onDatabase<T>(env: Record<string, string>, work: (db: Database['db']) => Promise<T>): Promise<T> {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'mv-cli-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const USAGE = 'Usage: npm run admin:create -- --mobile <10 digits> [--password <password>] [--name <name>] [--reset-2fa]';

/** The name the activity log will show for this administrator. */
async function adminNamed(env: Record<string, string>, mobileNumber: string): Promise<string | null> {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  try {
    return (await listAdmins(database.db)).find((admin) => admin.mobileNumber === mobileNumber)?.name ?? null;
  } finally {
    await database.close();
  }
}

describe('npm run admin:create', () => {
  it('creates an admin, resets the password, and the admin signs in with the new one', { timeout: SLOW }, async () => {
    const target = await databaseTarget(dataDir);
    try {
      const created = await createAdminProcess(['--mobile', '9876543210', '--password', 'First@12345'], target.env);
      expect(created).toEqual({ code: 0, stdout: 'Admin 9876543210 created.', stderr: '' });
      expect(existsSync(join(dataDir, 'lock'))).toBe(false);
      const reset = await createAdmin(['--mobile', '9876543210', '--password', 'Second@12345'], target.env);
      expect(reset).toEqual({ code: 0, stdout: 'Admin 9876543210 password reset.', stderr: '' });
      expect(await adminLogins(target.env, '9876543210', ['Second@12345', 'First@12345'])).toEqual([200, 401]);
      const named = await createAdmin(['--mobile', '9876543210', '--password', 'Third@12345', '--name', 'Sunita Mali'], target.env);
      expect(named).toEqual({ code: 0, stdout: 'Admin 9876543210 (Sunita Mali) password reset.', stderr: '' });
      expect(await adminNamed(target.env, '9876543210')).toBe('Sunita Mali');

      // A lost phone: --reset-2fa clears the enrolment, and the next sign-in enrols again.
      await onDatabase(target.env, (db) =>
        db
          .update(admins)
          .set({ totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', totpEnabledAt: new Date() })
          .where(eq(admins.mobileNumber, '9876543210')),
      );
      const cleared = await createAdmin(['--mobile', '9876543210', '--reset-2fa'], target.env);
      expect(cleared).toEqual({
        code: 0,
        stdout: 'Two-step sign-in of admin 9876543210 cleared: it enrols again at its next sign-in.',
        stderr: '',
      });
      const [admin] = await onDatabase(target.env, (db) => db.select().from(admins).where(eq(admins.mobileNumber, '9876543210')));
      expect(admin).toMatchObject({ totpSecret: null, totpEnabledAt: null });
      const unknown = await createAdmin(['--mobile', '9876543219', '--reset-2fa'], target.env);
      expect(unknown).toEqual({ code: 1, stdout: '', stderr: 'Could not create the admin: no admin has the number 9876543219' });
    } finally {
      await target.drop();
    }
  });
});

// Argument checks and the data-directory lock do not depend on the database, and the lock exists
// only for the embedded one: they run once, in the PGlite project.
if (process.env.TEST_DB !== 'postgres') {
  describe('npm run admin:create on the embedded database', () => {
    it('refuses bad input with one clear line and exit code 1, touching no data', { timeout: SLOW }, async () => {
      const empty = mkdtempSync(join(tmpdir(), 'mv-cli-empty-'));
      const cases: [string[], string][] = [
        [[], `--mobile is required. ${USAGE}`],
        [['--mobile', '98765', '--password', 'Back#Office2026'], `--mobile: mobile no must be 10 number. ${USAGE}`],
        [['--mobile', '9876543210', '--password', 'short'], `--password: Password must be at least 10 characters long. ${USAGE}`],
        [['--mobile', '9876543210', '--password', 'Back#Office2026', '--role', 'root'], `Unknown option '--role'. ${USAGE}`],
        [['--mobile', '9876543210', '--password', 'Back#Office2026', '--name', '1234'], `--name: A name must contain letters. ${USAGE}`],
      ];
      const badConfigRun = createAdmin(['--mobile', '9876543210', '--password', 'Back#Office2026'], {
        DATA_DIR: empty,
        ANNUAL_FEE_INR: 'lots',
      });
      const outcomes = await Promise.all(cases.map(([args]) => createAdmin(args, { DATA_DIR: empty })));
      outcomes.forEach((outcome, i) => {
        expect(outcome.code).toBe(1);
        expect(outcome.stdout).toBe('');
        expect(outcome.stderr.split('\n')).toHaveLength(1);
        expect(outcome.stderr.startsWith(cases[i]![1].split(`. ${USAGE}`)[0]!)).toBe(true);
        expect(outcome.stderr.endsWith(USAGE)).toBe(true);
      });
      const badConfig = await badConfigRun;
      expect(badConfig.code).toBe(1);
      expect(badConfig.stderr).toBe('Invalid configuration: ANNUAL_FEE_INR must be a whole number of rupees');
      expect(existsSync(join(empty, 'db'))).toBe(false);
      rmSync(empty, { recursive: true, force: true });
    });

    it('refuses to touch an embedded database another live process holds', { timeout: SLOW }, async () => {
      const busyDir = mkdtempSync(join(tmpdir(), 'mv-cli-busy-'));
      const unlock = lockDataDir(busyDir, 'server');
      try {
        const refused = await createAdminProcess(['--mobile', '9876543211', '--password', 'Back#Office2027'], { DATA_DIR: busyDir });
        expect(refused.code).toBe(1);
        expect(refused.stdout).toBe('');
        expect(refused.stderr).toBe(
          `The data directory ${busyDir} is in use by process ${process.pid} (server). ` +
            'The embedded database allows one process at a time: stop it first, or use DATABASE_URL.',
        );
        expect(existsSync(join(busyDir, 'lock'))).toBe(true);
        expect(existsSync(join(busyDir, 'db'))).toBe(false);
      } finally {
        unlock();
      }
      rmSync(busyDir, { recursive: true, force: true });
    });
  });
}
