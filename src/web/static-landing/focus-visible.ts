/**
 * MUI draws the keyboard focus ring from the `Mui-focusVisible` class its buttons set while React
 * runs; on the static page this sets it, so a keyboard reader still sees where they are.
 */
export function focusVisible(): void {
  document.addEventListener('focusin', (event) => {
    const target = event.target;
    if (target instanceof HTMLElement && target.classList.contains('MuiButtonBase-root') && target.matches(':focus-visible')) {
      target.classList.add('Mui-focusVisible');
    }
  });
  document.addEventListener('focusout', (event) => {
    if (event.target instanceof HTMLElement) event.target.classList.remove('Mui-focusVisible');
  });
}
