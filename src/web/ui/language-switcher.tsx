import Translate from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../contract/limits.js';
import { languageOf } from '../lib/i18n.js';
import { useMenu } from './use-menu.js';
import { visuallyHidden } from './visually-hidden.js';
import { lazyPart } from '../lib/lazy-part.js';

// The menu (and the popover machinery under it) waits for the first click: every page shows
// this button, few readers change language.
const LanguageMenu = lazyPart('language-switcher/LanguageMenu', () => import('./language-menu.js').then((m) => m.LanguageMenu));

interface Props {
  color?: 'inherit' | 'primary';
  /** Told the reader's new choice once the app shows it (the member side keeps it on the server). */
  onChange?: (language: Language) => void;
}

/** English, Hindi or Marathi; the choice is remembered for the next visit. */
export function LanguageSwitcher({ color = 'inherit', onChange }: Props) {
  const { t, i18n } = useTranslation('common');
  const menu = useMenu();
  const current = languageOf(i18n.resolvedLanguage);
  return (
    <>
      <Button color={color} startIcon={<Translate />} {...menu.triggerProps} sx={{ minWidth: 0, px: 1 }}>
        <Box component="span" sx={visuallyHidden}>
          {t('language.label')}:{' '}
        </Box>
        <span lang={current}>{t(`language.${current}`)}</span>
      </Button>
      {menu.opened && (
        <Suspense fallback={null}>
          <LanguageMenu menu={menu} current={current} onChange={onChange} />
        </Suspense>
      )}
    </>
  );
}
