import { CacheProvider } from '@emotion/react';
import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import { ThemeProvider } from '@mui/material/styles';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { LANGUAGES, type Language } from '../../contract/limits.js';
import { paths } from '../lib/paths.js';
import { TickerStrip } from '../member/layout/contact-ticker.js';
import { OfficerContacts } from '../member/layout/site-footer.js';
import type { StaticTexts } from '../static-landing/static-texts.js';
import { theme } from '../ui/theme.js';
import { staticStyleCache } from './static-style-cache.js';

/**
 * Each part is rendered on its own, inside a <template>, with the styles it needs: the browser
 * neither shows nor applies a template's content until the script copies it into the page, and a
 * shared render would write a style once, inside whichever template came first.
 */
function template(id: string, i18n: I18n, content: ReactNode): string {
  const inner = renderToString(
    <CacheProvider value={staticStyleCache()}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>{content}</ThemeProvider>
      </I18nextProvider>
    </CacheProvider>,
  );
  return `<template id="${id}">${inner}</template>`;
}

/** The language menu as MUI's Menu draws it (a Paper over an invisible backdrop), placed by the script. */
function LanguageMenuMarkup({ i18n, current }: { i18n: I18n; current: Language }) {
  return (
    <Box data-menu-backdrop sx={{ position: 'fixed', inset: 0, zIndex: 1300 }}>
      <Paper
        elevation={8}
        sx={{
          position: 'absolute',
          minWidth: 16,
          maxWidth: 'calc(100% - 32px)',
          maxHeight: 'calc(100% - 96px)',
          overflowY: 'auto',
          outline: 0,
        }}
      >
        <MenuList id="language-menu" autoFocusItem={false}>
          {LANGUAGES.map((language) => (
            <MenuItem key={language} lang={language} data-language={language} selected={language === current} tabIndex={-1}>
              <ListItemIcon>{language === current ? <Check fontSize="small" /> : null}</ListItemIcon>
              <ListItemText>{i18n.t(`common:language.${language}`)}</ListItemText>
            </MenuItem>
          ))}
        </MenuList>
      </Paper>
    </Box>
  );
}

/**
 * The parts of the landing page its script adds on demand: the language menu, the support line
 * and the grievance officer's line (their contacts come from `/config` at run time), and the texts
 * the script needs, as data (CSP: no inline script runs). The home's first view leaves the
 * language menu out (`languageMenu: false`): a press on its button is the app's to answer.
 */
export function renderStaticParts(i18n: I18n, language: Language, { languageMenu = true } = {}): string {
  const name = i18n.t('common:app.name');
  const texts: StaticTexts = {
    openHome: { text: i18n.t('landing:landing.openHome'), href: paths.home },
    ticker: {
      both: i18n.t('member:footer.ticker', { name, phone: '{{phone}}', email: '{{email}}' }),
      phone: i18n.t('member:footer.tickerPhone', { name, phone: '{{phone}}' }),
      email: i18n.t('member:footer.tickerEmail', { name, email: '{{email}}' }),
    },
  };
  // JSON in a script element is data, never run; `<` is escaped so no text can close the element.
  const json = JSON.stringify(texts).replace(/</g, '\\u003c');
  return [
    languageMenu ? template('language-menu-part', i18n, <LanguageMenuMarkup i18n={i18n} current={language} />) : '',
    template('ticker-part', i18n, <TickerStrip line="" />),
    template('officer-part', i18n, <OfficerContacts officer={{ name: '-', email: '-', phone: '-' }} />),
    `<script type="application/json" id="landing-texts">${json}</script>`,
  ].join('');
}
