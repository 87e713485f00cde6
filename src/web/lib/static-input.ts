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
