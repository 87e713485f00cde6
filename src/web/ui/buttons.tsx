import type { ReactNode } from 'react';
import style from './buttons.css?inline';
import type { IconPath } from './icon-paths.js';
import { addStaticStyle } from './static-style.js';

addStaticStyle('buttons', style);

type ButtonLook = 'text' | 'contained' | 'outlined';
/** The sheet's variations of a button (buttons.css). */
type ButtonModifier = 'compact' | 'primary' | 'large' | 'bar-height';

/**
 * The classes of a button or a link drawn as one (buttons.css): MUI's Button as the header and
 * /home's bar drew it, without its styles computed on every render.
 */
export function buttonClass(look: ButtonLook, ...modifiers: ButtonModifier[]): string {
  return ['app-button', ...[...(look === 'text' ? [] : [look]), ...modifiers].map((modifier) => `app-button--${modifier}`)].join(' ');
}

/** A 24-unit icon of `icon-paths.ts`, as MUI's SvgIcon drew one: hidden from screen readers, named by its button. */
export function PathIcon({ path }: { path: IconPath }) {
  return (
    <svg className="app-icon" viewBox="0 0 24 24" focusable="false" aria-hidden="true">
      <path d={path} />
    </svg>
  );
}

/** The icon before a button's text, spaced as MUI's startIcon. */
export function StartIcon({ path }: { path: IconPath }) {
  return (
    <span className="app-button__start">
      <PathIcon path={path} />
    </span>
  );
}

/**
 * A count on the corner of `children` (or a dot), as MUI's Badge drew it: nothing at all for no
 * count, so no last number stays in the page. At most `max`, then "max+".
 */
export function CountBadge({
  count,
  max,
  dot = false,
  colour = 'secondary',
  after = false,
  children,
}: {
  count: number;
  max?: number;
  dot?: boolean;
  colour?: 'primary' | 'secondary';
  /** Beside the text it marks rather than on its corner. */
  after?: boolean;
  children: ReactNode;
}) {
  const classes = [
    'count-badge__count',
    colour === 'primary' && 'count-badge__count--primary',
    dot && 'count-badge__count--dot',
    after && 'count-badge__count--after',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span className="count-badge">
      {children}
      {count > 0 && <span className={classes}>{dot ? null : max !== undefined && count > max ? `${max}+` : count}</span>}
    </span>
  );
}
