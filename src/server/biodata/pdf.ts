import PDFDocument from 'pdfkit';
import type { BiodataDocument } from './document.js';
import { fontFor, registerFonts, runWidth, shapeRun, type FontName } from './fonts.js';
import { photoForPage } from './photo.js';
import { scriptRuns } from './script-runs.js';

/** A4 in points. */
const PAGE = { width: 595.28, height: 841.89 };
/** Where text may go: inside the double border, with room to breathe. */
const AREA = { left: 46, right: PAGE.width - 46, top: 42, bottom: PAGE.height - 42 };
const COLOURS = { maroon: '#7a1f1f', gold: '#b08d3c', label: '#6e655c', value: '#1f1b18', footer: '#8a8178' };
/** The photo's box (points) and the gap between its frame and the photo. */
const PHOTO = { width: 96, height: 120, pad: 3 };
/** Gutter between two columns, and between text and the photo's frame. */
const GUTTER = 20;

/**
 * The type sizes and columns tried, in order, until every row fits on the page: a short profile
 * gets large type in one column, a full one (about 45 rows) smaller type in two.
 */
const FITS: { columns: 1 | 2; size: number; maxLines: number }[] = [
  { columns: 1, size: 11.5, maxLines: 3 },
  { columns: 1, size: 11, maxLines: 3 },
  { columns: 1, size: 10.5, maxLines: 3 },
  { columns: 1, size: 10, maxLines: 3 },
  { columns: 2, size: 10, maxLines: 3 },
  { columns: 2, size: 9.5, maxLines: 3 },
  { columns: 2, size: 9, maxLines: 2 },
  { columns: 2, size: 8.5, maxLines: 2 },
  { columns: 2, size: 8, maxLines: 2 },
  { columns: 2, size: 7.5, maxLines: 1 },
];

const LANGUAGE_TAGS = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' } as const;
const ELLIPSIS = '…';
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

interface Style {
  size: number;
  bold?: boolean;
  color: string;
}

/** Something to paint, placed while the layout is tried at one size; text is at its baseline. */
type Op = { kind: 'text'; text: string; x: number; y: number; style: Style } | { kind: 'rule'; x1: number; x2: number; y: number };

/** A run of one font the PDF draws, with the glyph ids pdfkit laid out for it. */
export interface DrawnRun {
  font: FontName;
  text: string;
  glyphs: number[];
}

/** One line of text: runs of whitespace become a space, so a value cannot break the layout. */
const clean = (text: string) => text.replace(/[\s\p{Cc}]+/gu, ' ').trim();

/** Measures and draws text that may mix scripts, each run in the font that has its glyphs. */
class Typesetter {
  readonly drawn: DrawnRun[] = [];
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  width(text: string, style: Style): number {
    let width = 0;
    for (const run of scriptRuns(text)) width += runWidth(this.doc, fontFor(run.script, !!style.bold), style.size, run.text);
    return width;
  }

  /** Draws `text` from `x` on the baseline `y`, run by run, each recorded with its glyphs (shapeRun). */
  draw(text: string, x: number, y: number, style: Style): void {
    for (const run of scriptRuns(text)) {
      const font = fontFor(run.script, !!style.bold);
      const width = runWidth(this.doc, font, style.size, run.text);
      // Devanagari glyphs are drawn in visual order (the i-matra before its consonant, the reph
      // after its cluster), so text copied from the glyphs comes out scrambled; ActualText gives
      // readers that honour it (Acrobat, for one) the text as written.
      if (run.script === 'devanagari') this.doc.markContent('Span', { actual: run.text });
      this.doc.fillColor(style.color).text(run.text, x, y, { lineBreak: false, baseline: 'alphabetic' });
      if (run.script === 'devanagari') this.doc.endMarkedContent();
      this.drawn.push({ font, text: run.text, glyphs: shapeRun(font, run.text) });
      x += width;
    }
  }

  /**
   * `text` cut at a grapheme (so a conjunct or a vowel sign stays with its consonant) and ended with
   * an ellipsis where it is wider than `width`.
   */
  fit(text: string, width: number, style: Style): string {
    if (this.width(text, style) <= width) return text;
    const parts = [...graphemes.segment(text)].map((part) => part.segment);
    let low = 0;
    let high = parts.length;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (this.width(parts.slice(0, middle).join('').trimEnd() + ELLIPSIS, style) <= width) low = middle;
      else high = middle - 1;
    }
    return parts.slice(0, low).join('').trimEnd() + ELLIPSIS;
  }

  /** `text` broken at spaces into at most `maxLines` lines of `width`; what is left over ends in an ellipsis. */
  wrap(text: string, width: number, maxLines: number, style: Style): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const longer = line ? `${line} ${word}` : word;
      if (!line || this.width(longer, style) <= width) {
        line = longer;
        continue;
      }
      lines.push(line);
      line = word;
    }
    if (line) lines.push(line);
    if (lines.length > maxLines) lines.splice(maxLines - 1, lines.length, lines.slice(maxLines - 1).join(' '));
    return lines.map((each) => this.fit(each, width, style));
  }
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The sections laid out in `columns` columns from `top` at one type size, beside the photo's box
 * where there is room and below it where not. `complete` says whether every row fitted.
 */
function flowSections(
  ts: Typesetter,
  sections: BiodataDocument['sections'],
  top: number,
  bottom: number,
  photo: Box | undefined,
  { columns, size, maxLines }: (typeof FITS)[number],
): { ops: Op[]; complete: boolean } {
  const ops: Op[] = [];
  const columnWidth = (AREA.right - AREA.left - GUTTER * (columns - 1)) / columns;
  const label: Style = { size, color: COLOURS.label };
  const value: Style = { size, color: COLOURS.value };
  const heading: Style = { size: size * 1.2, bold: true, color: COLOURS.maroon };
  const lineHeight = size * 1.6; // Devanagari's vowel signs reach well above and below the Latin letters
  const headingHeight = heading.size * 1.45 + size * 0.5;
  const allLabels = sections.flatMap((section) => section.rows.map((row) => clean(row.label)));
  const labelWidth = Math.min(Math.max(0, ...allLabels.map((text) => ts.width(text, label))) + 2, columnWidth * 0.36);
  const colonAt = labelWidth + 4;
  const valueAt = labelWidth + 14;

  let column = 0;
  let y = top;
  const left = () => AREA.left + column * (columnWidth + GUTTER);
  /** The right edge at `y` for `height`: short of the photo's frame where they are side by side. */
  const rightEdge = (at: number, height: number) => {
    const right = left() + columnWidth;
    const besidePhoto = photo && at < photo.y + photo.height + 6 && at + height > photo.y - 4 && right > photo.x;
    return besidePhoto ? photo.x - GUTTER : right;
  };
  /** Moves `y` below the photo where the room beside it is too narrow, to the next column where `height` does not fit. */
  const makeRoom = (height: number): boolean => {
    for (;;) {
      if (photo && rightEdge(y, height) - left() < 230) y = photo.y + photo.height + 10;
      if (y + height <= bottom) return true;
      if (column + 1 >= columns) return false;
      column += 1;
      y = top;
    }
  };
  const rowLines = (row: { value: string }) =>
    ts.wrap(clean(row.value) || '—', rightEdge(y, lineHeight) - left() - valueAt, maxLines, value);

  for (const section of sections) {
    if (section.rows.length === 0) continue;
    if (y > top) y += size * 0.7;
    // A section that does not fit in what is left of a column starts the next one, whole.
    const height = headingHeight + section.rows.reduce((sum, row) => sum + rowLines(row).length * lineHeight, 0);
    if (y > top && y + height > bottom && column + 1 < columns) {
      column += 1;
      y = top;
    }
    // A heading stays with its first row.
    if (!makeRoom(headingHeight + lineHeight)) return { ops, complete: false };
    const edge = rightEdge(y, headingHeight);
    ops.push({
      kind: 'text',
      text: ts.fit(clean(section.title), edge - left(), heading),
      x: left(),
      y: y + heading.size * 1.05,
      style: heading,
    });
    ops.push({ kind: 'rule', x1: left(), x2: edge, y: y + heading.size * 1.45 });
    y += headingHeight;
    for (const row of section.rows) {
      // Wrapped where the row would start; moved on, the room may be wider or narrower: wrap again.
      let lines = rowLines(row);
      for (;;) {
        if (!makeRoom(lines.length * lineHeight)) return { ops, complete: false };
        const again = rowLines(row);
        if (again.length <= lines.length) break;
        lines = again;
      }
      lines = rowLines(row);
      const baseline = y + size * 1.15;
      ops.push({ kind: 'text', text: ts.fit(clean(row.label), labelWidth, label), x: left(), y: baseline, style: label });
      ops.push({ kind: 'text', text: ':', x: left() + colonAt, y: baseline, style: label });
      lines.forEach((line, index) =>
        ops.push({ kind: 'text', text: line, x: left() + valueAt, y: baseline + index * lineHeight, style: value }),
      );
      y += lines.length * lineHeight;
    }
  }
  return { ops, complete: true };
}

/** The double border: a maroon rule and a thin gold one inside it, with a small diamond at each corner. */
function drawBorder(doc: PDFKit.PDFDocument): void {
  doc
    .lineWidth(1.2)
    .strokeColor(COLOURS.maroon)
    .rect(20, 20, PAGE.width - 40, PAGE.height - 40)
    .stroke();
  doc
    .lineWidth(0.5)
    .strokeColor(COLOURS.gold)
    .rect(25, 25, PAGE.width - 50, PAGE.height - 50)
    .stroke();
  for (const [x, y] of [
    [25, 25],
    [PAGE.width - 25, 25],
    [25, PAGE.height - 25],
    [PAGE.width - 25, PAGE.height - 25],
  ] as const) {
    doc
      .polygon([x, y - 4], [x + 4, y], [x, y + 4], [x - 4, y])
      .fillColor(COLOURS.maroon)
      .fill();
  }
}

/** A centred ornament under the name: two gold rules and a diamond between them. */
function drawOrnament(doc: PDFKit.PDFDocument, y: number): void {
  const middle = PAGE.width / 2;
  doc.lineWidth(0.6).strokeColor(COLOURS.gold);
  doc
    .moveTo(middle - 110, y)
    .lineTo(middle - 9, y)
    .stroke();
  doc
    .moveTo(middle + 9, y)
    .lineTo(middle + 110, y)
    .stroke();
  doc
    .polygon([middle, y - 3.5], [middle + 3.5, y], [middle, y + 3.5], [middle - 3.5, y])
    .fillColor(COLOURS.gold)
    .fill();
}

/**
 * The biodata as a one-page A4 PDF, and every run of text it draws with the glyphs drawn for it
 * (what the shaping tests check).
 */
export async function renderBiodata(document: BiodataDocument): Promise<{ pdf: Buffer; drawn: DrawnRun[] }> {
  const title = clean(document.title);
  const name = clean(document.name);
  const photo = document.photo && (await photoForPage(document.photo, PHOTO.width, PHOTO.height));

  // The creation date is the day, not the millisecond: pdfkit writes it into the info, the XMP
  // metadata and the file identifier (a hash of the info), so the same biodata made twice in a day
  // gives the same bytes.
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    lang: LANGUAGE_TAGS[document.language],
    displayTitle: true,
    info: { Title: `${name} – ${title}`, CreationDate: today },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => doc.on('end', resolve).on('error', reject));
  registerFonts(doc);
  const ts = new Typesetter(doc);

  drawBorder(doc);

  // The photo sits at the top right; the heading lines are centred on the page, kept clear of it.
  const photoBox = photo ? { x: AREA.right - PHOTO.width, y: AREA.top, width: PHOTO.width, height: PHOTO.height } : undefined;
  if (photoBox && photo) {
    doc.image(photo, photoBox.x + PHOTO.pad, photoBox.y + PHOTO.pad, {
      width: photoBox.width - 2 * PHOTO.pad,
      height: photoBox.height - 2 * PHOTO.pad,
    });
    doc.lineWidth(0.8).strokeColor(COLOURS.gold).rect(photoBox.x, photoBox.y, photoBox.width, photoBox.height).stroke();
  }
  const headerWidth = AREA.right - AREA.left - (photoBox ? 2 * (PHOTO.width + GUTTER) : 0);
  let y = AREA.top;
  const centred = (text: string, style: Style, lineHeight: number) => {
    const fitted = ts.fit(text, headerWidth, style);
    ts.draw(fitted, (PAGE.width - ts.width(fitted, style)) / 2, y + style.size * 1.1, style);
    y += lineHeight;
  };
  const invocation = clean(document.invocation ?? '');
  if (invocation) centred(invocation, { size: 11, color: COLOURS.maroon }, 22);
  centred(title, { size: 15, bold: true, color: COLOURS.maroon }, 26);
  centred(name, { size: 21, bold: true, color: COLOURS.value }, 34);
  drawOrnament(doc, y + 4);
  y += 18;

  const footer = clean(document.footer ?? '');
  const footerStyle: Style = { size: 7.5, color: COLOURS.footer };
  const bottom = footer ? AREA.bottom - 16 : AREA.bottom;
  if (footer) {
    const fitted = ts.fit(footer, AREA.right - AREA.left, footerStyle);
    ts.draw(fitted, (PAGE.width - ts.width(fitted, footerStyle)) / 2, AREA.bottom, footerStyle);
  }

  // The first layout that fits; if none does (an absurd number of rows), the smallest, cut short.
  const top = y;
  const flow = (fit: (typeof FITS)[number], end: number) => flowSections(ts, document.sections, top, end, photoBox, fit);
  const fit = FITS.find((each) => flow(each, bottom).complete) ?? FITS.at(-1)!;
  let layout = flow(fit, bottom);
  if (fit.columns === 2 && layout.complete) {
    // Two columns end level: the lowest bottom both still fit above (to a point), not a full first column and a short second.
    let [low, high] = [top, bottom];
    while (high - low > 1) {
      const middle = (low + high) / 2;
      if (flow(fit, middle).complete) high = middle;
      else low = middle;
    }
    layout = flow(fit, high);
  }
  for (const op of layout.ops) {
    if (op.kind === 'text') ts.draw(op.text, op.x, op.y, op.style);
    else doc.lineWidth(0.5).strokeColor(COLOURS.gold).moveTo(op.x1, op.y).lineTo(op.x2, op.y).stroke();
  }

  doc.end();
  await ended;
  return { pdf: Buffer.concat(chunks), drawn: ts.drawn };
}

/** The biodata as a one-page A4 PDF: fonts subset and embedded, the photo resized to print size. */
export async function biodataPdf(document: BiodataDocument): Promise<Buffer> {
  return (await renderBiodata(document)).pdf;
}
