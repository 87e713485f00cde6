import type { OptionsObject } from 'notistack';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * Toasts load when the first one is shown, not with the page: notistack and its provider are
 * about 5 KB brotli that a member who only reads the listing never needs
 * (docs/decisions/0013-bundle-budget.md). `ToastHost` sits once at the root; `showToast` loads the
 * provider, has the host mount it, then shows the toast through notistack's `enqueueSnackbar`.
 * The code is fetched by hand rather than with `lazy`: a fetch that fails (a toast often reports
 * a lost connection) must lose that toast, not throw at the root and take the page down.
 */
type Enqueue = (message: string, options: OptionsObject) => void;
type Provider = (props: { onMounted: (enqueue: Enqueue) => void }) => ReactNode;

let loaded: Provider | undefined;
let loading: Promise<boolean> | undefined;
let showProvider: ((provider: Provider) => void) | undefined;
let markReady: (enqueue: Enqueue) => void = () => undefined;
const ready = new Promise<Enqueue>((resolve) => {
  markReady = resolve;
});

/**
 * Fetches the provider once. A failed fetch is not retried: browsers keep a module that failed to
 * load as failed until the page is reloaded, so toasts stay silent until then.
 */
function loadProvider(): Promise<boolean> {
  loading ??= import('./toast-provider.js').then(
    (module) => {
      loaded = module.ToastProvider;
      showProvider?.(module.ToastProvider);
      return true;
    },
    () => false,
  );
  return loading;
}

/** Shows a toast; the first one loads the toast code, so it appears a moment later. */
export function showToast(message: string, options: OptionsObject): void {
  void loadProvider().then(async (ok) => {
    if (ok) (await ready)(message, options);
  });
}

/** Mounted once at the root; renders nothing until a toast has loaded the provider. */
export function ToastHost() {
  const [Provider, setProvider] = useState<Provider | undefined>(() => loaded);
  useEffect(() => {
    showProvider = (provider) => setProvider(() => provider);
    if (loaded) setProvider(() => loaded);
    return () => {
      showProvider = undefined;
    };
  }, []);
  return Provider ? <Provider onMounted={markReady} /> : null;
}
