import { create, type Font } from 'fontkit';
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
