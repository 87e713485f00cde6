import Translate from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../lib/i18n.js';
import { visuallyHidden } from './visually-hidden.js';

// The menu (and the popover machinery under it) waits for the first click: every page shows
// this button, few readers change language.
const LanguageMenu = lazy(() => import('./language-menu.js').then((m) => ({ default: m.LanguageMenu })));

/** English, Hindi or Marathi; the choice is remembered for the next visit. */
export function LanguageSwitcher({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t, i18n } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const current = languageOf(i18n.resolvedLanguage);
  return (
    <>
      <Button
        color={color}
        startIcon={<Translate />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ minWidth: 0, px: 1 }}
      >
        <Box component="span" sx={visuallyHidden}>
          {t('language.label')}:{' '}
        </Box>
        <span lang={current}>{t(`language.${current}`)}</span>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenu id={menuId} anchor={anchor} current={current} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
