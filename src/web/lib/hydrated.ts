import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => {};

/**
 * Whether this component runs in the live app: false on the server and in the browser's first
 * render (the one hydration compares with the server's markup), true from the render after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingChanges,
    () => true,
    () => false,
  );
}
