import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../contract/limits.js';
import { setLanguage } from '../lib/i18n.js';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  current: Language;
  onClose: () => void;
}

/** The list of languages; loaded only when someone opens it. */
export function LanguageMenu({ id, anchor, current, onClose }: Props) {
  const { t } = useTranslation('common');
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language}
          lang={language}
          selected={language === current}
          onClick={() => {
            onClose();
            void setLanguage(language);
          }}
        >
          <ListItemIcon>{language === current ? <Check fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{t(`language.${language}`)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
