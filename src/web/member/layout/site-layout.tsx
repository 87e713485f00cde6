import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoader } from '../../ui/page-loader.js';
import { useSession } from '../session/session-store.js';
import { useSessionRejected } from '../session/use-session-rejected.js';
import { SiteFooter } from './site-footer.js';
import { SiteHeader } from './site-header.js';
import { useDocumentTitle } from '../../lib/document-title.js';
import { lazyPart } from '../../lib/lazy-part.js';
import { addStaticStyle } from '../../ui/static-style.js';
import { VISUALLY_HIDDEN_CLASS } from '../../ui/visually-hidden.js';
import layoutStyle from './site-layout.css?inline';

addStaticStyle('site-layout', layoutStyle);

// Only signed-in members can need it; visitors never download it.
const VerifyBanner = lazyPart('site-layout/VerifyBanner', () => import('../verification/verify-banner.js').then((m) => m.VerifyBanner));

function Layout({ full }: { full: boolean }) {
  const { t } = useTranslation('member');
  const session = useSession();
  useSessionRejected();
  // The tab and the screen reader announce the product's name in the reader's language.
  useDocumentTitle(t('common:app.name'));
  return (
    <>
      <a href="#main" className={`${VISUALLY_HIDDEN_CLASS} site-layout__skip`}>
        {t('layout.skipToContent')}
      </a>
      <SiteHeader full={full} />
      {session.signedIn && (
        <Suspense fallback={null}>
          <VerifyBanner />
        </Suspense>
      )}
      {/* A screen tall at least, so the footer starts below the first screen: a page whose data
          arrives after its first paint (the listing's cards) then moves nothing in view (CLS). */}
      <main id="main" tabIndex={-1} className="site-layout__main">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </>
  );
}

/** Full header with the account menu once the member is onboarded, the reduced one otherwise. */
export function SiteLayout() {
  const session = useSession();
  return <Layout full={session.onboarded} />;
}

/** Always the reduced header (legal pages). */
export function ReducedSiteLayout() {
  return <Layout full={false} />;
}
