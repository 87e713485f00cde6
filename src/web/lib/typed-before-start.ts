import { useEffect } from 'react';

/**
 * What the reader typed into the server's page before the app took it over: the fields' values
 * by name, read just before hydration. React draws each form field as its state says, which is
 * the page as the server sent it, so a form takes these back once it is live (a phone on a slow
 * network may show the page for seconds before the script runs).
 */
const typed = new Map<string, string | boolean>();

/** Reads the fields of the server's page that differ from how they were sent; call before hydrating. */
export function captureTypedBeforeStart(root: HTMLElement): void {
  for (const input of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')) {
    if (input.type === 'hidden') continue;
    if (input instanceof HTMLInputElement && (input.type === 'checkbox' || input.type === 'radio')) {
      if (input.checked !== input.defaultChecked && input.type === 'checkbox') typed.set(input.name, input.checked);
    } else if (input.value !== input.defaultValue) typed.set(input.name, input.value);
  }
  // A dropdown chosen from: the option picked is not the one the server marked (or, unmarked, the first).
  for (const select of root.querySelectorAll<HTMLSelectElement>('select[name]')) {
    const sent = [...select.options].find((option) => option.defaultSelected) ?? select.options[0];
    if (select.selectedOptions[0] !== sent) typed.set(select.name, select.value);
  }
}

/** Once the form is live, gives it back what was typed into its fields (`put` per field name). */
export function useTypedBeforeStart(names: readonly string[], put: (name: string, value: string | boolean) => void): void {
  useEffect(() => {
    for (const name of names) {
      const value = typed.get(name);
      if (value === undefined) continue;
      typed.delete(name);
      put(name, value);
    }
    // Once, as the form goes live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
