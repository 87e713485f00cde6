// A prerendered page's form works before the app does: what the visitor typed there, and whether
// they already asked to send it, is handed to the app's form when the app takes the page over
// (static-landing/app-on-demand.ts, docs/decisions/0023-sign-in-page-prerendered.md).

/** Kept for this tab while the server's ending of a session is to be told on the sign-in page. */
export const SESSION_ENDED_KEY = 'sessionEnded';

export interface StaticInput {
  /** Each named field's value, as typed. */
  values: Record<string, string>;
  /** The field that had the focus last. */
  focused?: string;
  /** The visitor sent the form before the app was there to do it. */
  submit: boolean;
}

let staticForm: HTMLFormElement | undefined;
let lastFocused: string | undefined;

function nameOf(element: EventTarget | Element | null): string | undefined {
  return element instanceof HTMLInputElement && element.name ? element.name : undefined;
}

/**
 * Keeps hold of the prerendered form in `root` before the app replaces it (the app's entry calls
 * this once). Its fields are read only when the app's form takes over, because the visitor goes
 * on typing into them while the app renders.
 */
export function captureStaticInput(root: HTMLElement): void {
  const form = root.querySelector('form');
  if (!form) return;
  staticForm = form;
  if (form.contains(document.activeElement)) lastFocused = nameOf(document.activeElement);
  form.addEventListener('focusin', (event) => {
    lastFocused = nameOf(event.target) ?? lastFocused;
  });
}

/**
 * What the visitor did in the prerendered form, for the first form of the app that asks; then
 * nothing. Call it as the app's form is committed (a layout effect): by then the prerendered form
 * has left the page, so no keystroke can land in it after this read.
 */
export function takeStaticInput(): StaticInput | undefined {
  const form = staticForm;
  staticForm = undefined;
  if (!form) return undefined;
  const values: Record<string, string> = {};
  for (const field of form.querySelectorAll<HTMLInputElement>('input[name]')) {
    if (field.value) values[field.name] = field.value;
  }
  const submit = form.dataset.submitRequested === 'true';
  if (Object.keys(values).length === 0 && !lastFocused && !submit) return undefined;
  return { values, focused: lastFocused, submit };
}

/**
 * A control as the member sees it: its tag, its accessible name (label, else text) and which of
 * the controls of that tag and name it is. The same control in the app's page has the same.
 */
export interface ControlOnPage {
  tag: string;
  name: string;
  nth: number;
}

const nameOfControl = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();

/** How `element`, a control inside `root`, is found again in another drawing of the same page. */
export function describeControl(element: Element, root: Element): ControlOnPage {
  const tag = element.tagName.toLowerCase();
  const name = nameOfControl(element);
  const same = [...root.querySelectorAll(tag)].filter((other) => nameOfControl(other) === name);
  return { tag, name, nth: Math.max(0, same.indexOf(element)) };
}

/** The control `described` in `root`, if that drawing has it. */
export function findControl(described: ControlOnPage, root: Element): HTMLElement | undefined {
  const same = [...root.querySelectorAll<HTMLElement>(described.tag)].filter((other) => nameOfControl(other) === described.name);
  return same[described.nth];
}

let pressed: ControlOnPage | undefined;

/** The static page's control the member pressed before the app was there (static-landing/app-on-demand.ts). */
export function rememberPress(control: ControlOnPage): void {
  pressed = control;
}

/** The control pressed on the static page, once, for the app to press again. */
export function takePress(): ControlOnPage | undefined {
  const control = pressed;
  pressed = undefined;
  return control;
}
