import type { ButtonHTMLAttributes } from 'react';
// The icon button's own classes first (buttons.css), then the card's.
import './buttons.js';
import style from './round-icon-button.css?inline';
import { roundIconClass, type IconColour, type IconPath } from './icon-paths.js';
import { addStaticStyle } from './static-style.js';

addStaticStyle('round-icon-button', style);

/**
 * The round white button of a profile card (favourite, interest), drawn with fixed classes rather
 * than MUI's IconButton: ten cards carry twenty of them. A native button, so the keyboard, the
 * disabled state and the accessible name are the browser's own.
 */
export function RoundIconButton({
  icon,
  colour,
  ...button
}: { icon: IconPath; colour: IconColour; 'aria-label': string } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>) {
  return (
    <button type="button" className="app-icon-button round-icon-button" {...button}>
      <svg className={roundIconClass(colour)} viewBox="0 0 24 24" focusable="false" aria-hidden="true">
        <path d={icon} />
      </svg>
    </button>
  );
}
