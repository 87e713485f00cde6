import { addStaticStyle } from './static-style.js';

/** Hides content from the eye but not from screen readers. */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** The same as a class of a fixed sheet, for parts drawn without MUI (see static-style.ts). */
export const VISUALLY_HIDDEN_CLASS = 'app-visually-hidden';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
addStaticStyle(
  'visually-hidden',
  `.${VISUALLY_HIDDEN_CLASS}{${Object.entries(visuallyHidden)
    .map(([name, value]) => `${kebab(name)}:${value}`)
    .join(';')}}`,
);
