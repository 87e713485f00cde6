import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../contract/limits.js';
import { setLanguage } from '../lib/i18n.js';
import type { useMenu } from './use-menu.js';

interface Props {
  menu: ReturnType<typeof useMenu>;
  current: Language;
  onChange?: (language: Language) => void;
}

/** The list of languages; loaded only when someone opens it. */
export function LanguageMenu({ menu, current, onChange }: Props) {
  const { t } = useTranslation('common');
  return (
    <Menu {...menu.menuProps}>
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language}
          lang={language}
          selected={language === current}
          onClick={menu.choose(() => void setLanguage(language).then(() => onChange?.(language)))}
        >
          <ListItemIcon>{language === current ? <Check fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{t(`language.${language}`)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
