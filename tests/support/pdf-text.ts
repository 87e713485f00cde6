import { inflateSync } from 'node:zlib';
import * as canvas from '@napi-rs/canvas';

/**
 * Reading a PDF in tests: PDF.js for its pages, text and metadata, and the raw streams for what
 * PDF.js does not report (the ActualText of each Devanagari run).
 */
// pdfjs fills in these globals from its own copy of @napi-rs/canvas when they are missing; a path
// from that copy cannot be drawn on this copy's canvas, so they come from the one the test draws on.
for (const name of ['Path2D', 'DOMMatrix', 'ImageData'] as const) (globalThis as Record<string, unknown>)[name] ??= canvas[name];
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');

/** pdfjs's scratch canvases, on the same copy of @napi-rs/canvas as the page's. */
class CanvasFactory {
  create(width: number, height: number) {
    const made = canvas.createCanvas(width, height);
    return { canvas: made, context: made.getContext('2d') };
  }
  reset(entry: { canvas: canvas.Canvas }, width: number, height: number) {
    entry.canvas.width = width;
    entry.canvas.height = height;
  }
  destroy(entry: { canvas: canvas.Canvas }) {
    entry.canvas.width = 0;
    entry.canvas.height = 0;
  }
}

/** The document information pdfjs reads: the Info dictionary, and the catalogue's language. */
export const infoOf = async (file: Awaited<ReturnType<typeof open>>) => (await file.getMetadata()).info as Record<string, unknown>;

export const open = (pdf: Buffer) => pdfjs.getDocument({ data: new Uint8Array(pdf), CanvasFactory }).promise;

export async function pageText(pdf: Buffer): Promise<string> {
  const page = await (await open(pdf)).getPage(1);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

/** The file's streams, inflated, each with its dictionary: the page's content, the fonts, the photo. */
export function streams(pdf: Buffer): { id: string; dict: string; data: Buffer }[] {
  const raw = pdf.toString('latin1');
  return [...raw.matchAll(/>>\s*stream\r?\n/g)].map((match) => {
    const opening = raw.lastIndexOf(' 0 obj', match.index);
    const id = /(\d+)$/.exec(raw.slice(opening - 12, opening))![1]!;
    const dict = raw.slice(opening, match.index);
    const start = match.index + match[0].length;
    const data = pdf.subarray(start, start + Number(/\/Length (\d+)/.exec(dict)![1]));
    return { id, dict, data: dict.includes('/FlateDecode') ? inflateSync(data) : data };
  });
}

/** The texts of the ActualText entries in the page's content (PDF literal strings of UTF-16BE). */
export function actualTexts(pdf: Buffer): string[] {
  const content = streams(pdf)
    .map((stream) => stream.data.toString('latin1'))
    .join('\n');
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  return [...content.matchAll(/\/ActualText \(((?:\\[^]|[^\\)])*)\)/g)].map((match) => {
    const bytes = match[1]!.replace(/\\([0-7]{1,3}|[^])/g, (_, escaped: string) =>
      /^[0-7]/.test(escaped) ? String.fromCharCode(parseInt(escaped, 8)) : (escapes[escaped] ?? escaped),
    );
    return Buffer.from(bytes, 'latin1')
      .swap16()
      .toString('utf16le')
      .replace(/^\ufeff/, '');
  });
}

/** What a reader finds in the PDF: PDF.js's text of the page and every run's text as written. */
export async function pdfWords(pdf: Buffer): Promise<string> {
  return [await pageText(pdf), ...actualTexts(pdf)].join(' ');
}
