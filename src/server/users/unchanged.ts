import type { UserRow } from './repository.js';

/** A value as JSON with object keys in one order: jsonb hands keys back in an order of its own. */
function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, field]) => field !== undefined);
    return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, field]) => [key, canonical(field)]));
  }
  return value ?? null;
}

/**
 * Whether writing `values` (as an update's `set`: an undefined value is left alone) would leave
 * the member's row as it is. Such a write is skipped: every statement that writes members drops
 * the listing's shared pages and the session copies on every server (db/change-feed.ts), so a
 * call repeated with the same body must cost them nothing.
 */
export function leavesUnchanged(row: UserRow, values: { [K in keyof UserRow]?: unknown }): boolean {
  return Object.entries(values).every(
    ([key, value]) => value === undefined || JSON.stringify(canonical(row[key as keyof UserRow])) === JSON.stringify(canonical(value)),
  );
}
