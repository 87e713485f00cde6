/** PostgreSQL's error codes the services react to (the same from PGlite and from pg). */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** True when the error, or one it wraps (Drizzle wraps the driver's), carries this code. */
export function hasPgCode(error: unknown, code: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}
