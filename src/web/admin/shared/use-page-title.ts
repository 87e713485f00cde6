import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the screen, so screen readers and tab lists say where the admin is. */
export function usePageTitle(title: string): void {
  const { t } = useTranslation('common');
  const appName = t('app.name');
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
}
