import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addStaticStyle } from './static-style.js';
import brandStyle from './brand-logo.css?inline';

addStaticStyle('brand-logo', brandStyle);

/** The product's mark and name, linking to `to` (fixed classes: brand-logo.css). */
export function BrandLogo({ to }: { to: string }) {
  const { t } = useTranslation('common');
  return (
    <RouterLink to={to} className="brand-logo">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span>{t('app.name')}</span>
    </RouterLink>
  );
}
