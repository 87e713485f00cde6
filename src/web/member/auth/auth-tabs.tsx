import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addStaticStyle } from '../../ui/static-style.js';
import tabsStyle from './auth-tabs.css?inline';

addStaticStyle('auth-tabs', tabsStyle);

export type AuthTab = 'login' | 'signup';

const TABS: readonly AuthTab[] = ['login', 'signup'];

/**
 * Login and Signup as tabs that are links, so they work on the server's page before the script is
 * there. Drawn from fixed classes (auth-tabs.css), with the keyboard of a tab list: the arrow keys,
 * Home and End move between the tabs, Enter opens one.
 */
export function AuthTabs({ current, paths }: { current: AuthTab; paths: Record<AuthTab, string> }) {
  const { t } = useTranslation('member');

  return (
    <div className="auth-tabs" role="tablist" aria-label={t('auth.tabsLabel')} onKeyDown={moveFocus}>
      {TABS.map((value) => (
        <Link
          key={value}
          to={paths[value]}
          replace
          role="tab"
          id={`auth-tab-${value}`}
          aria-controls={`auth-panel-${value}`}
          aria-selected={value === current}
          tabIndex={value === current ? 0 : -1}
          className="auth-tabs__tab"
        >
          {t(value === 'login' ? 'auth.loginTab' : 'auth.signupTab')}
        </Link>
      ))}
    </div>
  );
}

/** The tab list's keys, as WAI-ARIA's tabs pattern (and MUI's Tabs) have them. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const at = tabs.indexOf(document.activeElement as HTMLElement);
  if (at === -1) return;
  const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  tabs[(next + tabs.length) % tabs.length]?.focus();
}
