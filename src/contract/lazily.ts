/**
 * A value made the first time it is asked for, then kept. For Intl formatters: making one, above
 * all one with a time zone, costs a slow phone tens of milliseconds, which at a module's top level
 * every page that imports it would pay while it loads, used or not.
 */
export function lazily<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
