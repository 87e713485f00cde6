import Check from '@mui/icons-material/Check';
import Translate from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { visuallyHidden } from './visually-hidden.js';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../contract/limits.js';
import { languageOf, setLanguage } from '../lib/i18n.js';

/** English, Hindi or Marathi; the choice is remembered for the next visit. */
export function LanguageSwitcher({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t, i18n } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, px: 1 }}
      >
        <Box component="span" sx={visuallyHidden}>
          {t('language.label')}:{' '}
        </Box>
        <span lang={current}>{t(`language.${current}`)}</span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={language === current}
            onClick={() => {
              setAnchor(null);
              void setLanguage(language);
            }}
          >
            <ListItemIcon>{language === current ? <Check fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{t(`language.${language}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
