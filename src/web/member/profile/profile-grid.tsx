import type { ReactNode } from 'react';
import { addStaticStyle } from '../../ui/static-style.js';
import gridStyle from './profile-grid.css?inline';

addStaticStyle('profile-grid', gridStyle);

/**
 * One column on a phone, two on a tablet, three then four on wider screens; `after` (a "Load more"
 * button) below the cards. The first page comes drawn from the server, and React hydrates and
 * renders it in slices that never hold a slow phone's main thread for long. A fixed class
 * (profile-grid.css), as the cards in it are.
 */
export function ProfileGrid({ children, label, after }: { children: ReactNode; label: string; after?: ReactNode }) {
  return (
    <>
      <section aria-label={label} className="profile-grid">
        {children}
      </section>
      {after}
    </>
  );
}
