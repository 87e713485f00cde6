import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromRoot } from './paths.js';

/**
 * The fonts the server draws text with, bundled in assets/fonts so nothing depends on what the
 * machine has installed: the biodata's PDF (biodata/fonts.ts) and the mark on served photos
 * (uploads/photo-mark.ts). Noto Sans Devanagari has no Latin letters and Noto Sans no Devanagari.
 */
const FILES = {
  devanagari: 'NotoSansDevanagari-Regular.ttf',
  devanagariBold: 'NotoSansDevanagari-Bold.ttf',
  latin: 'NotoSans-Regular.ttf',
  latinBold: 'NotoSans-Bold.ttf',
} as const;

export type FontName = keyof typeof FILES;

const folder = fromRoot('assets/fonts');
let loaded: Record<FontName, Buffer> | undefined;

/** The font files' bytes, read once. */
export function fontBytes(): Record<FontName, Buffer> {
  loaded ??= Object.fromEntries(Object.entries(FILES).map(([name, file]) => [name, readFileSync(join(folder, file))])) as Record<
    FontName,
    Buffer
  >;
  return loaded;
}
