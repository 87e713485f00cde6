import { lazy, Suspense, useEffect, useState } from 'react';
import type { OptionsObject } from 'notistack';

/**
 * Toasts load when the first one is shown, not with the page: notistack and its provider are
 * about 5 KB brotli that a member who only reads the listing never needs
 * (docs/decisions/0013-bundle-budget.md). `ToastHost` sits once at the root; `showToast` asks it to
 * mount the provider, then shows the toast through notistack's global `enqueueSnackbar`.
 */
const ToastProvider = lazy(() => import('./toast-provider.js').then((m) => ({ default: m.ToastProvider })));

type Enqueue = (message: string, options: OptionsObject) => void;

let mountHost: (() => void) | undefined;
let hostRequested = false;
let markReady: (enqueue: Enqueue) => void;
const ready = new Promise<Enqueue>((resolve) => {
  markReady = resolve;
});

/** Shows a toast; the first one loads the toast code, so it appears a moment later. */
export function showToast(message: string, options: OptionsObject): void {
  hostRequested = true;
  mountHost?.();
  void ready.then((enqueue) => enqueue(message, options));
}

/** Mounted once at the root; renders nothing until a toast is asked for. */
export function ToastHost() {
  const [wanted, setWanted] = useState(hostRequested);
  useEffect(() => {
    mountHost = () => setWanted(true);
    if (hostRequested) setWanted(true);
    return () => {
      mountHost = undefined;
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastProvider onMounted={markReady} />
    </Suspense>
  );
}
