import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runCommand, runInProcess } from '../../../tests/support/run-command.js';
import { migratedDataDir } from '../../../tests/support/test-database.js';
import { seedCommand } from './seed.js';
import { ageInYears } from '../../contract/dates.js';
import { userDetails } from '../../contract/profile.js';
import { AGE_RANGES, INCOME_RANGES } from '../../contract/reference/index.js';
import { login } from '../accounts/service.js';
import { openDatabase, type Database } from '../db/client.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import { users } from '../db/schema.js';

/** Signing in from a test, as the records of sign-ins see it. */
const CLI_CLIENT = { address: '127.0.0.1', userAgent: 'seed test' };

const SLOW = 120_000;

/** Runs the command in this process, through the runner `npm run seed` uses, with its words and exit code. */
const runSeed = (args: string[], env: Record<string, string>) => runInProcess(seedCommand, args, env);
/** Runs it in its own process, as `npm run seed` does: for what only a process shows. */
const runSeedProcess = (args: string[], env: Record<string, string>) => runCommand('seed', args, env);

async function allUsers(database: Database) {
  return database.db.select().from(users).orderBy(asc(users.mobileNumber));
}

/** What makes the demo data worth browsing: every filter finds members, and every profile is valid. */
function expectRealistic(rows: Awaited<ReturnType<typeof allUsers>>) {
  const genders = new Set(rows.map((row) => row.gender));
  expect(genders).toContain('Male');
  expect(genders).toContain('Female');
  const males = rows.filter((row) => row.gender === 'Male').length;
  expect(males / rows.length).toBeGreaterThan(0.35);
  expect(males / rows.length).toBeLessThan(0.65);

  const active = rows.filter((row) => row.status === 'ACTIVE').length;
  expect(active / rows.length).toBeGreaterThan(0.75);
  expect(rows.some((row) => row.status === 'PENDING')).toBe(true);

  for (const range of AGE_RANGES) {
    const inRange = rows.filter((row) => {
      const age = ageInYears(row.dateOfBirth!);
      return age >= range.min && age <= range.max;
    });
    expect(inRange.length, `age ${range.value}`).toBeGreaterThanOrEqual(rows.length / 20);
  }
  for (const range of INCOME_RANGES) {
    const inRange = rows.filter((row) => row.income !== null && row.income >= range.min && row.income <= range.max);
    expect(inRange.length, `income ${range.value}`).toBeGreaterThanOrEqual(rows.length / 40);
  }
  expect(rows.some((row) => row.income === null)).toBe(true);

  const yearAgo = Date.now() - 366 * 86_400_000;
  for (const row of rows) {
    const parsed = userDetails.safeParse(row.userDetails);
    expect(parsed.error, JSON.stringify(row.userDetails)).toBeUndefined();
    const personal = parsed.data!.personalDetails;
    const joined = [personal.firstName, personal.middleName, personal.lastName].join(' ');
    expect(row.fullName).toBe(joined);
    expect(personal.fullName).toBe(joined);
    expect(row).toMatchObject({
      gender: personal.gender,
      dateOfBirth: personal.dateOfBirth,
      subCaste: personal.subCaste,
      caste: personal.caste,
      city: parsed.data!.addressDetails.city,
      income: parsed.data!.basicDetails.income ?? null,
      photoDetails: null,
    });
    expect(ageInYears(personal.dateOfBirth)).toBeGreaterThanOrEqual(18);
    expect(ageInYears(personal.dateOfBirth)).toBeLessThanOrEqual(50);
    expect(row.mobileNumber).toMatch(/^7\d{9}$/);
    expect(row.createdAt.getTime()).toBeGreaterThan(yearAgo);
    expect(row.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
  }
}

if (process.env.TEST_DB === 'postgres') {
  describe('npm run seed on PostgreSQL', () => {
    let base: string;
    let name: string;

    beforeAll(async () => {
      base = inject('postgresUrl');
      name = `seed_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: `${base}/postgres` });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
    });

    afterAll(async () => {
      const admin = new pg.Client({ connectionString: `${base}/postgres` });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });

    it('migrates an empty database and loads 2000 realistic members who can sign in', { timeout: SLOW }, async () => {
      const run = await runSeed(['--profiles', '2000', '--batch-size', '700'], { DATABASE_URL: `${base}/${name}` });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/Added 2000 profiles/);
      expect(run.stdout).toMatch(/writing rows \d+\.\d s, building indexes \d+\.\d s, vacuum and statistics \d+\.\d s/);
      expect(run.stdout).toContain('Demo#Mali2026');

      const database = await openDatabase({ dataDir: tmpdir(), databaseUrl: `${base}/${name}` });
      try {
        const rows = await allUsers(database);
        expect(rows).toHaveLength(2000);
        expect(new Set(rows.map((row) => row.email)).size).toBe(2000);
        expectRealistic(rows);
        await expect(login(database.db, rows[1234]!.mobileNumber, 'Demo#Mali2026', CLI_CLIENT)).resolves.toMatch(/^mvu_/);
      } finally {
        await database.close();
      }
    });
  });
} else {
  describe('npm run seed on PGlite', () => {
    let dataDir: string;

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'mv-seed-'));
      await migratedDataDir(dataDir);
    });
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('refuses bad arguments with the usage line and exit code 1', { timeout: SLOW }, async () => {
      for (const args of [[], ['--profiles', 'many'], ['--profiles', '0'], ['--profiles', '5', '--password', 'short'], ['--rows', '5']]) {
        const run = await runSeed(args, { DATA_DIR: dataDir });
        expect(run.code, args.join(' ')).toBe(1);
        expect(run.stderr).toContain('Usage: npm run seed -- --profiles <N>');
      }
    });

    it('loads 300 realistic members, then 300 more without collisions', { timeout: SLOW }, async () => {
      const first = await runSeed(['--profiles', '300'], { DATA_DIR: dataDir });
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(first.stdout).toMatch(/Added 300 profiles/);

      const second = await runSeed(['--profiles', '300', '--password', 'Other#Mali5678', '--seed-value', '7'], { DATA_DIR: dataDir });
      expect(second.code).toBe(0);
      expect(second.stdout).toContain('seed value 7');

      const database = await openDatabase({ dataDir });
      try {
        const rows = await allUsers(database);
        expect(rows).toHaveLength(600);
        expect(new Set(rows.map((row) => row.mobileNumber)).size).toBe(600);
        expect(new Set(rows.map((row) => row.email)).size).toBe(600);
        expectRealistic(rows.slice(0, 300));
        expectRealistic(rows.slice(300));
        await expect(login(database.db, rows[0]!.mobileNumber, 'Demo#Mali2026', CLI_CLIENT)).resolves.toMatch(/^mvu_/);
        await expect(login(database.db, rows[599]!.mobileNumber, 'Other#Mali5678', CLI_CLIENT)).resolves.toMatch(/^mvu_/);
      } finally {
        await database.close();
      }
    });

    it('says clearly that a running server holds the data directory', { timeout: SLOW }, async () => {
      const unlock = lockDataDir(dataDir, 'server');
      try {
        const run = await runSeedProcess(['--profiles', '10'], { DATA_DIR: dataDir });
        expect(run.code).toBe(1);
        expect(run.stderr).toContain(`is in use by process ${process.pid} (server)`);
      } finally {
        unlock();
      }
    });
  });
}
