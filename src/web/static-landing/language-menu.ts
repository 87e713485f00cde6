/**
 * Opens the prerendered language menu (template `language-menu-part`) under its button, as MUI's
 * Menu does in the app: focus on the current language, arrows move, Escape or a click outside
 * closes and gives focus back, Enter or a click chooses.
 */
export function openLanguageMenu(trigger: HTMLElement, choose: (language: string | undefined) => void): void {
  const part = document.getElementById('language-menu-part');
  if (!(part instanceof HTMLTemplateElement) || document.getElementById('language-menu')) return;
  const layer = part.content.cloneNode(true) as DocumentFragment;
  const backdrop = layer.querySelector<HTMLElement>('[data-menu-backdrop]');
  const paper = backdrop?.querySelector<HTMLElement>('.MuiPaper-root');
  const list = layer.querySelector<HTMLElement>('[role="menu"]');
  if (!backdrop || !paper || !list) return;
  const items = [...list.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const box = trigger.getBoundingClientRect();
  paper.style.top = `${box.bottom}px`;
  paper.style.right = `${Math.max(16, document.documentElement.clientWidth - box.right)}px`;

  const close = (focusBack: boolean) => {
    backdrop.remove();
    trigger.removeAttribute('aria-expanded');
    trigger.removeAttribute('aria-controls');
    if (focusBack) trigger.focus();
  };
  const focusItem = (index: number) => {
    const item = items[(index + items.length) % items.length];
    for (const other of items) other.tabIndex = other === item ? 0 : -1;
    item?.focus();
  };
  backdrop.addEventListener('click', (event) => {
    const item = (event.target as Element).closest<HTMLElement>('[role="menuitem"]');
    if (item) {
      close(false);
      choose(item.dataset.language);
    } else if (!paper.contains(event.target as Node)) close(true);
  });
  backdrop.addEventListener('keydown', (event) => {
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') focusItem(at + 1);
    else if (event.key === 'ArrowUp') focusItem(at - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(items.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else if ((event.key === 'Enter' || event.key === ' ') && at >= 0) items[at]?.click();
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  });

  document.body.append(backdrop);
  trigger.setAttribute('aria-expanded', 'true');
  trigger.setAttribute('aria-controls', list.id);
  const selected = items.findIndex((item) => item.classList.contains('Mui-selected'));
  focusItem(Math.max(0, selected));
}
