/** Both drivers answer a raw statement with its rows under `rows`; the query builder types it loosely. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
