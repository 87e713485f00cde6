// The prerendered sign-in page loads the app when the visitor starts to use it, not before: the
// form reads and can be filled at once, and the phone's processor is not spent on an app nobody
// has touched yet (docs/decisions/0023-sign-in-page-prerendered.md). What the visitor typed
// meanwhile is handed to the app's form (lib/static-input.ts).
import { describeControl, rememberPress, SESSION_ENDED_KEY } from '../lib/static-input.js';

const ACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** Whether this page must be the app at once: a reason only the app can show. */
function appNeededNow(): boolean {
  try {
    return sessionStorage.getItem(SESSION_ENDED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Asks for all of the app's files at once, as the entry would only in rounds (it, then what it
 * imports, then the page's chunks and texts). Not before the visitor acts: fetched at idle, on a
 * slow phone the files' arrival is main-thread work Lighthouse counted against the page (86-87
 * with, 99 without, docs/decisions/0023-sign-in-page-prerendered.md), and typing a number takes
 * longer than the app takes to arrive.
 */
function preload(files: string[]): void {
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    document.head.append(link);
  }
}

/**
 * On the static first view of the home, a button (or a card, whose link carries the profile in
 * the app's router) pressed before the app is there does nothing then: the app presses it again
 * once it shows the page (lib/static-home-handover.ts). Other links are the browser's to follow.
 */
function keepPresses(root: HTMLElement, load: () => void): void {
  document.addEventListener(
    'click',
    (event) => {
      // Only while the static view is what the member sees: not once the app took it over, in its
      // place or drawn into it (lib/static-home-handover.ts).
      const shown = root.isConnected && (root.dataset.staticHome === 'drawing' || root.dataset.staticHome === 'drawn');
      if (!shown || !(event.target instanceof Element)) return;
      const control = event.target.closest('button, [role="button"], a.profile-card__open');
      if (!control || !root.contains(control)) return;
      event.preventDefault();
      event.stopPropagation();
      rememberPress(describeControl(control, root));
      load();
    },
    { capture: true },
  );
}

export interface AppOnDemand {
  /** Loads the app now: the page has something only the app can show. */
  loadNow: () => void;
}

/**
 * Loads the app named in the page (`#app-files`, written by scripts/prerender.mjs) at the
 * visitor's first action; a submit waits for the app, which then sends the form. With
 * `pressAgain`, a button pressed meanwhile is pressed again by the app. Does nothing on a page
 * that names no app.
 */
export function appOnDemand({ pressAgain = false }: { pressAgain?: boolean } = {}): AppOnDemand | undefined {
  const named = document.getElementById('app-files')?.textContent;
  if (!named) return undefined;
  const files = JSON.parse(named) as string[];
  const entry = files[0];
  if (!entry) return undefined;
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    document.documentElement.dataset.app = 'loading';
    preload(files.slice(1));
    import(/* @vite-ignore */ entry).catch(() => {
      // Offline for a moment: the next action tries again.
      loading = false;
      document.documentElement.dataset.app = 'static';
    });
  };
  for (const action of ACTIONS) document.addEventListener(action, load, { capture: true, passive: true });
  document.addEventListener(
    'submit',
    (event) => {
      // Never the browser's own submit (it would put the password in the address): the app sends it.
      event.preventDefault();
      (event.target as HTMLFormElement).dataset.submitRequested = 'true';
      load();
    },
    { capture: true },
  );
  const root = document.getElementById('root');
  if (pressAgain && root) keepPresses(root, load);
  if (appNeededNow()) load();
  return { loadNow: load };
}
