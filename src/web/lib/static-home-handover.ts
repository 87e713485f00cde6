// The app taking over the static first view of the home (static-home/,
// docs/decisions/0027-home-first-view-static.md): it draws its page out of sight, beside the static
// one, and shows it only once it holds the cards the member is looking at, so nothing flashes or
// moves; then what the member typed, where their focus was and what they pressed meanwhile carry
// over to the app's page.
import { describeControl, findControl, takePress, type ControlOnPage } from './static-input.js';

/** Longest the static view waits for the app to draw the same cards (a changed listing, a slow answer). */
const WAIT_FOR_CARDS_MS = 4000;

/** Whether `root` holds a static first view of the home with its cards drawn (static-home/static-home.ts). */
export function isStaticHome(root: HTMLElement): boolean {
  return root.dataset.staticHome === 'drawn';
}

const cardsIn = (root: Element) => root.querySelectorAll('section article').length;

/**
 * The header as the member reads and hears it: its text and its controls' names (the bell's
 * count). A badge out of sight does not count: MUI keeps its last figure in it.
 */
const headerOf = (root: Element) => {
  const header = root.querySelector('header')?.cloneNode(true);
  if (!(header instanceof Element)) return '';
  for (const hidden of header.querySelectorAll('.MuiBadge-invisible')) hidden.remove();
  const names = [...header.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label'));
  return `${header.textContent ?? ''} ${names.join(' ')}`;
};

/**
 * Resolves once `live` shows as many cards as `shown` and the same header (its counts come from
 * their own read), or the app left the home, or the wait is over.
 */
function drawnLikeStatic(live: HTMLElement, shown: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const wanted = cardsIn(shown);
    const header = headerOf(shown);
    const check = () => (cardsIn(live) >= wanted && headerOf(live) === header) || location.pathname.toLowerCase() !== '/home';
    if (check()) return resolve();
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (check()) done();
    });
    observer.observe(live, { childList: true, subtree: true, characterData: true, attributes: true });
    const timer = setTimeout(done, WAIT_FOR_CARDS_MS);
  });
}

/** What the member typed into the static page's fields, given to the same fields of the app's page. */
function carryInput(shown: HTMLElement, live: HTMLElement): void {
  for (const field of shown.querySelectorAll('input')) {
    if (!field.value) continue;
    const twin = findControl(describeControl(field, shown), live);
    if (!(twin instanceof HTMLInputElement)) continue;
    // The app's field is controlled: its state follows the input event, as if the member typed.
    twin.value = field.value;
    twin.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Renders the app (`render`, into the element it is given) beside the static home in `root`, then
 * puts it in the static page's place. The app's element takes the id `root`.
 */
export async function takeOverStaticHome(root: HTMLElement, render: (element: HTMLElement) => void): Promise<void> {
  const live = document.createElement('div');
  live.hidden = true;
  root.after(live);
  render(live);
  await drawnLikeStatic(live, root);
  const focused: ControlOnPage | undefined =
    document.activeElement && document.activeElement !== document.body && root.contains(document.activeElement)
      ? describeControl(document.activeElement, root)
      : undefined;
  carryInput(root, live);
  root.remove();
  live.id = 'root';
  live.hidden = false;
  if (focused) findControl(focused, live)?.focus();
  // The fields' new values reach the app's state before the press that may send them.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await pressAgain(live);
}

/**
 * Presses in the app's page in `root` the control the member pressed on the static view, once it
 * is there (the header's lazy parts come a moment after the page): at most two seconds' wait.
 */
export function pressAgain(root: HTMLElement): Promise<void> {
  const pressed = takePress();
  if (!pressed) return Promise.resolve();
  return new Promise((resolve) => {
    const press = () => {
      const control = findControl(pressed, root);
      if (!control) return false;
      observer.disconnect();
      clearTimeout(timer);
      control.click();
      resolve();
      return true;
    };
    const observer = new MutationObserver(() => void press());
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve();
    }, 2000);
    if (!press()) observer.observe(root, { childList: true, subtree: true });
  });
}
