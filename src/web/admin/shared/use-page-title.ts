import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title.js';

/** Names the browser tab after the screen, so screen readers and tab lists say where the admin is. */
export function usePageTitle(title: string): void {
  const { t } = useTranslation('common');
  useDocumentTitle(`${title} · ${t('app.name')}`);
}
