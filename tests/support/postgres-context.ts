/** The migrated database that each test file's database is cloned from. */
export const TEMPLATE_DB = 'mv_template';

/** What the global set-up hands to test files: the throwaway cluster's address. */
declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
