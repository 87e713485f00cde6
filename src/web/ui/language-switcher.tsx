import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../contract/limits.js';
import { languageOf } from '../lib/i18n.js';
import { buttonClass, StartIcon } from './buttons.js';
import { ICONS } from './icon-paths.js';
import { useMenu } from './use-menu.js';
import { VISUALLY_HIDDEN_CLASS } from './visually-hidden.js';
import { lazyPart } from '../lib/lazy-part.js';

// The menu (and the popover machinery under it) waits for the first click: every page shows
// this button, few readers change language.
const LanguageMenu = lazyPart('language-switcher/LanguageMenu', () => import('./language-menu.js').then((m) => m.LanguageMenu));

interface Props {
  color?: 'inherit' | 'primary';
  /** Told the reader's new choice once the app shows it (the member side keeps it on the server). */
  onChange?: (language: Language) => void;
}

/**
 * English, Hindi or Marathi; the choice is remembered for the next visit. Drawn from fixed classes
 * (buttons.css): it is in the header of every page.
 */
export function LanguageSwitcher({ color = 'inherit', onChange }: Props) {
  const { t, i18n } = useTranslation('common');
  const menu = useMenu();
  const current = languageOf(i18n.resolvedLanguage);
  return (
    <>
      <button
        type="button"
        className={color === 'primary' ? buttonClass('text', 'compact', 'primary') : buttonClass('text', 'compact')}
        {...menu.triggerProps}
      >
        <StartIcon path={ICONS.translate} />
        <span className={VISUALLY_HIDDEN_CLASS}>{t('language.label')}: </span>
        <span lang={current}>{t(`language.${current}`)}</span>
      </button>
      {menu.opened && (
        <Suspense fallback={null}>
          <LanguageMenu menu={menu} current={current} onChange={onChange} />
        </Suspense>
      )}
    </>
  );
}
