import { create, type Font } from 'fontkit';
import { fontBytes, type FontName } from '../fonts.js';
import type { Script } from './script-runs.js';

/**
 * The fonts a biodata is set in (../fonts.ts), so the PDF does not depend on what the machine has
 * installed. Text is split by script (script-runs.ts) and each run drawn in the font that has its glyphs.
 */
export { fontBytes, type FontName };

export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, bytes] of Object.entries(fontBytes())) doc.registerFont(name, bytes);
}

export function fontFor(script: Script, bold: boolean): FontName {
  if (script === 'devanagari') return bold ? 'devanagariBold' : 'devanagari';
  return bold ? 'latinBold' : 'latin';
}

let shapers: Record<FontName, Font> | undefined;

/** The same font files opened with fontkit, the engine pdfkit lays text out with. */
function shaperOf(font: FontName): Font {
  shapers ??= Object.fromEntries(
    Object.entries(fontBytes()).map(([name, bytes]) => {
      const opened = create(bytes);
      if (!('layout' in opened)) throw new Error(`${name} is a font collection, not one font`);
      return [name, opened];
    }),
  ) as Record<FontName, Font>;
  return shapers[font];
}

/** Runs already shaped: a biodata repeats its labels, and the fitting tries several sizes. */
const shaped = new Map<string, number[]>();

/**
 * The glyphs of `text` in `font` as fontkit shapes them (with its Indic shaper for Devanagari): the
 * engine and font bytes pdfkit's `text()` lays the run out with, through their public calls. The
 * tests hold these glyphs against HarfBuzz.
 */
export function shapeRun(font: FontName, text: string): number[] {
  const key = `${font}\u0000${text}`;
  let glyphs = shaped.get(key);
  if (!glyphs) {
    glyphs = shaperOf(font)
      .layout(text)
      .glyphs.map((glyph) => glyph.id);
    if (shaped.size > 10_000) shaped.clear();
    shaped.set(key, glyphs);
  }
  return glyphs;
}

/** Selects `font` at `size` on `doc` and measures `text` as pdfkit will draw it. */
export function runWidth(doc: PDFKit.PDFDocument, font: FontName, size: number, text: string): number {
  return doc.font(font).fontSize(size).widthOfString(text);
}
