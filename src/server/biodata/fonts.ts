import { readFileSync } from 'node:fs';
import type { Script } from './script-runs.js';

/**
 * The fonts a biodata is set in, bundled in assets/fonts so the PDF does not depend on what the
 * machine has installed. Noto Sans Devanagari has no Latin letters and Noto Sans no Devanagari, so
 * text is split by script (script-runs.ts) and each run drawn in the font that has its glyphs.
 */
const FILES = {
  devanagari: 'NotoSansDevanagari-Regular.ttf',
  devanagariBold: 'NotoSansDevanagari-Bold.ttf',
  latin: 'NotoSans-Regular.ttf',
  latinBold: 'NotoSans-Bold.ttf',
} as const;

export type FontName = keyof typeof FILES;

const folder = new URL('../../../assets/fonts/', import.meta.url);
let loaded: Record<FontName, Buffer> | undefined;

/** The font files' bytes, read once: every PDF registers the same buffers. */
export function fontBytes(): Record<FontName, Buffer> {
  loaded ??= Object.fromEntries(Object.entries(FILES).map(([name, file]) => [name, readFileSync(new URL(file, folder))])) as Record<
    FontName,
    Buffer
  >;
  return loaded;
}

export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, bytes] of Object.entries(fontBytes())) doc.registerFont(name, bytes);
}

export function fontFor(script: Script, bold: boolean): FontName {
  if (script === 'devanagari') return bold ? 'devanagariBold' : 'devanagari';
  return bold ? 'latinBold' : 'latin';
}

/** A run as pdfkit lays it out: the font's glyph ids in drawing order, and its width in points. */
export interface ShapedRun {
  glyphs: number[];
  width: number;
}

/**
 * pdfkit's current font for a document (its EmbeddedFont in 0.20): `layout` is what `text()`
 * encodes into the page (EmbeddedFont.encode calls it, and both read the same per-word cache), so
 * the glyphs it returns are the glyphs drawn.
 */
interface EmbeddedFont {
  layout(text: string): { glyphs: { id: number }[]; advanceWidth: number };
}

/**
 * Selects `font` at `size` on `doc` and shapes `text` with pdfkit's own layout (fontkit, with its
 * Indic shaper for Devanagari). The renderer measures every run with this and draws it right after
 * with `text()`, which encodes the same layout; shaping.test.ts holds its glyphs against HarfBuzz.
 */
export function shapeRun(doc: PDFKit.PDFDocument, font: FontName, size: number, text: string): ShapedRun {
  doc.font(font).fontSize(size);
  const run = (doc as unknown as { _font: EmbeddedFont })._font.layout(text);
  return { glyphs: run.glyphs.map((glyph) => glyph.id), width: (run.advanceWidth * size) / 1000 };
}
