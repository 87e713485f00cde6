import type { ReactNode } from 'react';
import style from './info-notice.css?inline';
import { addStaticStyle } from './static-style.js';

addStaticStyle('info-notice', style);

/** MUI's info icon (Apache-2.0, @mui/icons-material): here rather than in icon-paths.ts, so it loads with the notice only. */
const INFO_OUTLINED =
  'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z';

/**
 * MUI's info Alert as fixed classes (info-notice.css), announced as MUI's is: for a notice many
 * members get on /home, the page drawn most (a new photo waiting for review), whose styles emotion
 * computed again on every render.
 */
export function InfoNotice({ children }: { children: ReactNode }) {
  return (
    <div className="info-notice" role="alert">
      <div className="info-notice__icon">
        <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d={INFO_OUTLINED} />
        </svg>
      </div>
      <div className="info-notice__message">{children}</div>
    </div>
  );
}
