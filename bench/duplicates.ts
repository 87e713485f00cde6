/**
 * `npm run bench -- --duplicates [--postgres-profiles <n>]`: the duplicate check's lookups
 * (docs/decisions/0045-possible-duplicates.md) on PostgreSQL with n members (default 1,000,000),
 * their keys filled in bulk with SQL. For a sample of members, each kind of lookup is timed on
 * its own (p50, p99) and then the check's whole set of lookups in a row, as a check runs them;
 * a photo's hash is timed apart (it is image work, in the image queue). Each lookup's plan is
 * printed once, to show which index answers it. Results go to bench/results/duplicates.json.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgres } from '../src/server/db/client.js';
import { photoHashOf } from '../src/server/duplicates/photo-hash.js';
import { findPhotoCandidates, findSameDocument, findSameNameBirth, findSameParentMobile } from '../src/server/duplicates/repository.js';
import { burstAround, CANDIDATES_MAX, duplicateLookups, PHOTO_DISTANCE_MAX, quarterProbes } from '../src/server/duplicates/service.js';
import { photoLike } from '../tests/support/photo-like.js';
import { percentile } from './load.js';
import { withPostgres } from './postgres.js';
import { table } from './report.js';

const SAMPLE = 1000;
const BATCH = 100_000;

interface Sample {
  user_id: string;
  photo_hash: string;
  document_hash: string | null;
  name_birth: string;
  parent_mobiles: string[];
  registration_address: string;
  registered_at: Date;
}

const percentileOf = (values: number[], p: number) =>
  percentile(
    [...values].sort((a, b) => a - b),
    p,
  );
const ms = (value: number) => Number(value.toFixed(2));

/** Members with keys as the check writes them: about one in three with a document, addresses shared by four over two years. */
async function fill(client: pg.Client, members: number) {
  for (let from = 0; from < members; from += BATCH) {
    const to = Math.min(members, from + BATCH);
    await client.query(
      `insert into users (email, mobile_number, password_hash, status, created_at)
       select 'bench' || i || '@example.com', (6000000000 + i)::text, 'x', 'ACTIVE', now() - (i || ' seconds')::interval
       from generate_series($1::int + 1, $2::int) i`,
      [from, to],
    );
    process.stdout.write(`\r  members ${to}`);
  }
  process.stdout.write('\n');
  await client.query(
    `
    insert into duplicate_keys (user_id, photo_hash, document_hash, name_birth, parent_mobiles, registration_address, registered_at, checked_at, updated_at)
    select id,
      ('x' || substr(md5('photo' || n), 1, 16))::bit(64)::bigint,
      case when n % 3 = 0 then encode(sha256(('document' || n)::bytea), 'hex') end,
      'given' || (n % 400000) || ' family' || (n % 997) || '|' || (date '1975-01-01' + (n % 11000)::int),
      array[(7000000000 + (n * 7919) % 999999999)::text, (8000000000 + (n * 104729) % 999999999)::text],
      encode(sha256(('address' || (n % ($1::int / 4)))::bytea), 'hex'),
      now() - ((n % 730) || ' days')::interval - ((n % 86400) || ' seconds')::interval,
      now(), now()
    from (select id, row_number() over (order by created_at) as n from users) numbered`,
    [members],
  );
  await client.query('analyze users');
  // As autovacuum leaves it: the GIN index's pending list of new entries (up to 4 MB, which every
  // search reads through) merged into the index.
  await client.query('vacuum analyze duplicate_keys');
}

/** A hash `bits` bits away from the given one: a near copy of that photo. */
function nearHash(hash: bigint, bits: number): bigint {
  let near = hash;
  const flipped = new Set<number>();
  while (flipped.size < bits) flipped.add(Math.floor(Math.random() * 64));
  for (const bit of flipped) near ^= 1n << BigInt(bit);
  return BigInt.asIntN(64, near);
}

/** The lookups' plans, written as the repository writes them (the matching rows materialized, then the cap). */
async function plans(client: pg.Client, sample: Sample) {
  const probes = quarterProbes(BigInt(sample.photo_hash));
  const quarter = (shift: number, values: number[]) => `((photo_hash >> ${shift}) & 65535) in (${values.join(',')})`;
  const capped = (matching: string) => `with matching as materialized (${matching}) select * from matching limit ${CANDIDATES_MAX}`;
  const other = `user_id <> '${randomUUID()}'`;
  const statements: [string, string][] = [
    [
      'PHOTO',
      `select user_id from duplicate_keys where photo_hash is not null
       and (${[48, 32, 16, 0].map((shift, i) => quarter(shift, probes[i]!)).join(' or ')})
       and bit_count((photo_hash # ${sample.photo_hash}::bigint)::bit(64)) <= ${PHOTO_DISTANCE_MAX} and ${other}`,
    ],
    ['DOCUMENT', `select user_id from duplicate_keys where document_hash = '${sample.document_hash ?? ''}' and ${other}`],
    ['NAME_BIRTH', `select user_id from duplicate_keys where name_birth = '${sample.name_birth}' and ${other}`],
    [
      'PARENT_MOBILE',
      `select user_id from duplicate_keys where parent_mobiles && array['${sample.parent_mobiles.join("','")}'] and ${other}`,
    ],
    [
      'REGISTRATION_BURST',
      `select user_id from duplicate_keys where registration_address = '${sample.registration_address}'
       and registered_at between now() - interval '800 days' and now() and ${other}`,
    ],
  ];
  const shown: Record<string, string[]> = {};
  // As the repository runs the photo lookup: without parallel workers.
  await client.query('set max_parallel_workers_per_gather = 0');
  for (const [kind, statement] of statements) {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain ${capped(statement)}`);
    shown[kind] = rows.map((row) => row['QUERY PLAN']).filter((line) => /Index|Scan|Bitmap/.test(line));
  }
  return shown;
}

export async function runDuplicateBench(options: { members: number; root: string; command: string; machine: Record<string, unknown> }) {
  await withPostgres(async (url, version) => {
    const database = await openPostgres(url, 2);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await database.migrate();
      console.log(`PostgreSQL ${version}: filling ${options.members} members and their duplicate keys`);
      const fillStarted = performance.now();
      await fill(client, options.members);
      const fillSeconds = Math.round((performance.now() - fillStarted) / 1000);
      console.log(`  filled in ${fillSeconds} s`);
      const { rows: samples } = await client.query<Sample>(
        `select user_id, photo_hash::text, document_hash, name_birth, parent_mobiles, registration_address, registered_at
         from duplicate_keys order by md5(user_id::text) limit ${SAMPLE}`,
      );
      const db = database.db;
      const times: Record<string, number[]> = {
        PHOTO: [],
        DOCUMENT: [],
        NAME_BIRTH: [],
        PARENT_MOBILE: [],
        REGISTRATION_BURST: [],
        check: [],
      };
      let photosFound = 0;
      const timed = async <T>(kind: string, work: () => Promise<T>): Promise<T> => {
        const started = performance.now();
        const result = await work();
        times[kind]!.push(performance.now() - started);
        return result;
      };
      // A new member whose photo is 3 bits from a sampled one: the lookup must find it.
      const newcomer = randomUUID();
      for (const sample of samples) {
        const near = nearHash(BigInt(sample.photo_hash), 3);
        const found = await timed('PHOTO', () =>
          findPhotoCandidates(db, newcomer, near, quarterProbes(near), PHOTO_DISTANCE_MAX, CANDIDATES_MAX),
        );
        if (found.some((row) => row.userId === sample.user_id)) photosFound += 1;
        await timed('DOCUMENT', () => findSameDocument(db, sample.user_id, sample.document_hash ?? 'none', CANDIDATES_MAX));
        await timed('NAME_BIRTH', () => findSameNameBirth(db, sample.user_id, sample.name_birth, CANDIDATES_MAX));
        await timed('PARENT_MOBILE', () => findSameParentMobile(db, sample.user_id, sample.parent_mobiles, CANDIDATES_MAX));
        await timed('REGISTRATION_BURST', () => burstAround(db, sample.user_id, sample.registration_address, sample.registered_at));
      }
      for (const sample of samples) {
        await timed('check', () =>
          duplicateLookups(
            db,
            sample.user_id,
            {
              photoHash: nearHash(BigInt(sample.photo_hash), 3),
              documentHash: sample.document_hash,
              nameBirth: sample.name_birth,
              parentMobiles: sample.parent_mobiles,
            },
            { address: sample.registration_address, at: sample.registered_at },
          ),
        );
      }
      const photo = await photoLike(1);
      const hashTimes: number[] = [];
      for (let i = 0; i < 50; i += 1) {
        const started = performance.now();
        await photoHashOf(photo);
        hashTimes.push(performance.now() - started);
      }
      const rows = Object.entries(times).map(([kind, values]) => ({
        lookup: kind === 'check' ? "the check's five lookups in a row" : kind,
        p50Ms: ms(percentileOf(values, 50)),
        p99Ms: ms(percentileOf(values, 99)),
      }));
      const plansShown = await plans(client, samples[0]!);
      const results = {
        measuredAt: new Date().toISOString(),
        command: options.command,
        machine: { ...options.machine, postgres: version },
        members: options.members,
        sample: samples.length,
        fillSeconds,
        lookups: rows,
        nearPhotosFound: `${photosFound} of ${samples.length}`,
        photoHashMs: { p50: ms(percentileOf(hashTimes, 50)), p99: ms(percentileOf(hashTimes, 99)), photo: '1200×1500 JPEG' },
        plans: plansShown,
      };
      console.log(table([['lookup', 'p50 ms', 'p99 ms'], ...rows.map((row) => [row.lookup, String(row.p50Ms), String(row.p99Ms)])]));
      console.log(`Near photos (3 bits away) found: ${results.nearPhotosFound}; a photo's hash: p50 ${results.photoHashMs.p50} ms`);
      for (const [kind, lines] of Object.entries(plansShown)) console.log(`${kind}:\n  ${lines.map((line) => line.trim()).join('\n  ')}`);
      mkdirSync(join(options.root, 'bench/results'), { recursive: true });
      writeFileSync(join(options.root, 'bench/results/duplicates.json'), `${JSON.stringify(results, null, 2)}\n`);
    } finally {
      await client.end();
      await database.close();
    }
  });
}
