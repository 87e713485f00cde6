/** The migrated database that each test file's database is cloned from. */
export const TEMPLATE_DB = 'mv_template';

/**
 * What the global set-ups hand to test files: the throwaway cluster's address, and the file holding
 * a migrated embedded database.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    pgliteImage: string;
  }
}
