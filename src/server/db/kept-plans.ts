import { protocol, types, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * Statements whose plan is kept (db/prepared.ts): by their text, as the embedded database's driver
 * is handed them. Its `query` otherwise parses, describes and plans every statement on each call,
 * and most of a member's read by id is that planning (0.4 to 0.9 ms of about 1 ms each).
 */
const keptTexts = new Map<string, { anyValues: boolean }>();

/**
 * From now on, `text` runs as a named statement on the embedded database, its plan kept: a read
 * only. A write stays with PGlite's `query`, which writes the engine's files out after it.
 * `anyValues`: planned once for any values from its first run (db/prepared.ts), not as PostgreSQL
 * chooses.
 */
export function keepPlanOf(text: string, { anyValues = false } = {}): void {
  if (isRead(text)) keptTexts.set(text, { anyValues });
}

/** Whether a statement's text only reads: what may be kept here, and planned for any values (db/prepared.ts). */
export function isRead(text: string): boolean {
  return /^\s*select\b/i.test(text);
}

type Field = Results['fields'][number];

interface Named {
  name: string;
  /** Planned once for any values (`keepPlanOf`). */
  anyValues: boolean;
  /** The parameters' types, as PostgreSQL inferred them: each value is written for its type. */
  paramTypes: number[];
  /** The columns it answers, described once with it. */
  fields: Field[];
}

type Message = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

const { serialize } = protocol;

/**
 * Around a run planned for any values: the setting holds for the one connection while it binds,
 * and goes back to the session's after the run's Sync, which the engine reaches even when the run
 * fails.
 */
const PLAN_FOR_ANY_VALUES = serialize.query('set plan_cache_mode = force_generic_plan');
const PLAN_AS_CHOSEN = serialize.query('reset plan_cache_mode');

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

type Parsers = PGlite['parsers'];

const asText = (value: string) => value;

/** Array types' ids (PostgreSQL's pg_type), which PGlite's `types` does not name. */
const ARRAY_OF = { numeric: 1231, timestamp: 1115, timestamptz: 1185, interval: 1187, date: 1182 } as const;

/**
 * The types the query builder reads as text, parsing them itself (drizzle-orm/pglite's session
 * passes these parsers with every statement): dates, times and intervals, and arrays of them and of
 * numerics. The engine is made with them (`PGlite.create`'s `parsers`, db/client.ts), so a call
 * need not pass them.
 */
export const BUILDER_TEXT_TYPES: Parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, ...Object.values(ARRAY_OF)].map((type) => [type, asText]),
);

const PROBE = '\u0000a value no type parses';
const givesTextBack = (parse: unknown) =>
  typeof parse === 'function' && (parse as (text: string, type: number) => unknown)(PROBE, 0) === PROBE;

/** Whether a caller's parsers are only some of `BUILDER_TEXT_TYPES`' (each giving back its text), asked once per set. */
const onlyBuilderTypes = new WeakMap<object, boolean>();
function builderTypesOnly(parsers: NonNullable<QueryOptions['parsers']>): boolean {
  let answer = onlyBuilderTypes.get(parsers);
  if (answer === undefined) {
    answer = Object.entries(parsers).every(([type, parse]) => type in BUILDER_TEXT_TYPES && givesTextBack(parse));
    onlyBuilderTypes.set(parsers, answer);
  }
  return answer;
}

/**
 * The results of one run, as PGlite's own `query` shapes them (its `parseResults`): rows as
 * objects or arrays (`rowMode`), each value read by its type's parser (`parsers`: the caller's
 * over the engine's).
 */
function resultOf(parsers: Parsers, fields: Field[], messages: Message[], options: QueryOptions | undefined): Results {
  const rows: unknown[] = [];
  let affectedRows = 0;
  for (const message of messages) {
    if (message instanceof protocol.messages.DataRowMessage) {
      const values = message.fields.map((value, index) => types.parseType(value, fields[index]!.dataTypeID, parsers) as unknown);
      rows.push(options?.rowMode === 'array' ? values : Object.fromEntries(values.map((value, index) => [fields[index]!.name, value])));
    } else if (message instanceof protocol.messages.CommandCompleteMessage) {
      const words = message.text.split(' ');
      if (['INSERT', 'UPDATE', 'DELETE'].includes(words[0]!)) affectedRows += Number(words.at(-1)) || 0;
    }
  }
  return { rows, fields, affectedRows } as Results;
}

/**
 * Makes the embedded database run the statements `keepPlanOf` names as named statements: parsed and
 * described once, then bound and run in one message to the engine (PGlite's `query` sends six),
 * planned as PostgreSQL plans a prepared statement: for its values the first five runs, then once
 * for all when that plan costs no more (`plan_cache_mode = auto`, the embedded database's setting).
 * Every other statement goes to `query` as before, and a transaction's statements to its own
 * (not kept), both without the query builder's parsers once the engine holds them (below).
 */
export function runKeptStatements(client: PGlite): void {
  const query = client.query.bind(client) as (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;
  const named = new Map<string, Promise<Named>>();
  let count = 0;
  // The engine's parsers with the caller's over them, made once per set the caller passes: the
  // query builder passes the same set with every run of a statement, and a copy of some three hundred
  // parsers per run cost more than the rest of reading the answer.
  const mergedParsers = new WeakMap<NonNullable<QueryOptions['parsers']>, Parsers>();
  const parsersFor = (options: QueryOptions | undefined): Parsers => {
    const own = options?.parsers;
    if (!own) return client.parsers;
    let merged = mergedParsers.get(own);
    if (!merged) {
      merged = { ...client.parsers, ...own };
      mergedParsers.set(own, merged);
    }
    return merged;
  };

  const prepare = async (text: string, name: string, anyValues: boolean): Promise<Named> => {
    const { messages } = await client.execProtocol(
      joined([serialize.parse({ name, text, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const parameters = messages.find((message) => message instanceof protocol.messages.ParameterDescriptionMessage);
    const columns = messages.find((message) => message instanceof protocol.messages.RowDescriptionMessage);
    return {
      name,
      anyValues,
      paramTypes: parameters ? [...parameters.dataTypeIDs] : [],
      fields: columns ? columns.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })) : [],
    };
  };

  const run = async (statement: Named, params: unknown[], options: QueryOptions | undefined): Promise<Results> => {
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index]!;
      const write = options?.serializers?.[type] ?? client.serializers[type];
      // As PGlite's own `query` writes a value its type has no serializer for.
      return write ? write(value) : (value as { toString(): string }).toString();
    });
    const run = [serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()];
    const { messages } = await client.execProtocol(joined(statement.anyValues ? [PLAN_FOR_ANY_VALUES, ...run, PLAN_AS_CHOSEN] : run), {
      syncToFs: false,
    });
    return resultOf(parsersFor(options), statement.fields, messages, options);
  };

  // The query builder passes its parsers with every statement, and PGlite's `query` copies its
  // table of some three hundred parsers under them on every call: 60 µs, more than a small
  // statement's own run. The engine was made reading those types as text (`BUILDER_TEXT_TYPES`):
  // a call passing only such parsers passes none, once the engine is seen to hold them.
  let engineReadsAsText: boolean | undefined;
  const withoutTextParsers = (options: QueryOptions | undefined): QueryOptions | undefined => {
    const own = options?.parsers;
    if (!own || !builderTypesOnly(own)) return options;
    engineReadsAsText ??= Object.keys(BUILDER_TEXT_TYPES).every((type) => givesTextBack(client.parsers[type]));
    if (!engineReadsAsText) return options;
    const { parsers: _parsers, ...rest } = options;
    return rest;
  };

  (client as { query: typeof query }).query = async (text, params, options) => {
    const kept = keptTexts.get(text);
    if (!kept) return query(text, params, withoutTextParsers(options));
    return client.runExclusive(async () => {
      let statement = named.get(text);
      if (!statement) {
        statement = prepare(text, `kept_${(count += 1)}`, kept.anyValues);
        named.set(text, statement);
        // A statement the engine refused is parsed again next time, and refused with its reason.
        statement.catch(() => named.delete(text));
      }
      return run(await statement, params ?? [], options);
    });
  };

  // A transaction's statements go through its own `query`: the same parsers are taken there.
  const transaction = client.transaction.bind(client);
  client.transaction = (work) =>
    transaction((tx) => {
      const inTransaction = tx.query.bind(tx) as typeof query;
      (tx as { query: typeof query }).query = (text, params, options) => inTransaction(text, params, withoutTextParsers(options));
      return work(tx);
    });
}
