import { create, type Font } from 'fontkit';
import { fontBytes } from '../fonts.js';

/**
 * The mark on every copy of a photo served to other members (docs/decisions/0047-scam-warnings-and-marked-photos.md):
 * the site's name as the product names itself (common.json `app.name`) over the member's profile
 * number, in the bottom left corner, away from the face (the details page puts its favourite button
 * in the bottom right one). White letters with a faint dark edge on
 * a half-transparent dark band: they read on light and dark photos alike, and the photo shows
 * through. The letters are glyph outlines from the bundled font, so no system font is needed.
 */
const SITE_NAME = 'Mali Vivah';

/** The letters' size (the font's em) as a share of the shown part's width, and its bounds in pixels. */
const SIZE_SHARE = 0.075;
const SIZE_MIN = 8;
const SIZE_MAX = 40;
const BAND_OPACITY = 0.4;
const TEXT_OPACITY = 0.92;
const EDGE_OPACITY = 0.6;
/** Width to height of the boxes the pages show photos in. */
const SHOWN_ASPECT = 4 / 5;

let font: Font | undefined;

function markFont(): Font {
  if (!font) {
    const opened = create(fontBytes().latinBold);
    if (!('layout' in opened)) throw new Error('the mark font is a font collection, not one font');
    font = opened;
  }
  return font;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** One line of text as SVG paths, its left end at x and its baseline at y; answers the paths and the width. */
function lineOf(text: string, size: number): { width: number; paths: (x: number, y: number) => string } {
  const face = markFont();
  const scale = size / face.unitsPerEm;
  const run = face.layout(text);
  const glyphs = run.glyphs.map((glyph, i) => ({ d: glyph.path.toSVG(), at: run.positions[i]! }));
  const width = run.advanceWidth * scale;
  return {
    width,
    paths: (x, y) => {
      let pen = 0;
      return glyphs
        .map(({ d, at }) => {
          const gx = x + (pen + at.xOffset) * scale;
          const gy = y - at.yOffset * scale;
          pen += at.xAdvance;
          return d
            ? `<path transform="translate(${round(gx)} ${round(gy)}) scale(${round(scale * 1000) / 1000} ${-round(scale * 1000) / 1000})" d="${d}"/>`
            : '';
        })
        .join('');
    },
  };
}

/** What the mark says for a member: the site's name, then the profile number. */
const markLinesFor = (profileNumber: string) => [SITE_NAME, profileNumber] as const;

/**
 * The part of a picture every page shows: the pages show photos in 4:5 boxes that the picture
 * covers (the card, the details page), cutting the sides of a wider picture or the top and bottom
 * of a taller one, centred. The mark goes in this part's corner, so no page cuts it off.
 */
function shownPartOf(width: number, height: number) {
  if (width / height > SHOWN_ASPECT) {
    const shown = height * SHOWN_ASPECT;
    return { left: (width - shown) / 2, top: 0, width: shown, height };
  }
  const shown = width / SHOWN_ASPECT;
  return { left: 0, top: (height - shown) / 2, width, height: shown };
}

/** The mark's box within a picture of this size (tests compare the corner with the middle through it). */
export function markBoxOf(width: number, height: number, profileNumber: string) {
  const part = shownPartOf(width, height);
  const size = Math.max(SIZE_MIN, Math.min(SIZE_MAX, Math.round(part.width * SIZE_SHARE)));
  const lines = markLinesFor(profileNumber).map((text) => lineOf(text, size));
  const pad = Math.round(size * 0.4);
  const lineHeight = Math.round(size * 1.15);
  const boxWidth = Math.ceil(Math.max(...lines.map((line) => line.width)) + 2 * pad);
  const boxHeight = lineHeight * lines.length + 2 * pad - Math.round(size * 0.15);
  const margin = Math.max(2, Math.round(size * 0.5));
  return {
    size,
    pad,
    lineHeight,
    lines,
    left: Math.floor(part.left + margin),
    top: Math.max(0, Math.floor(part.top + part.height - margin - boxHeight)),
    width: boxWidth,
    height: boxHeight,
  };
}

/** The mark as an SVG the size of the picture, to composite over it. */
export function markSvg(width: number, height: number, profileNumber: string): Buffer {
  const box = markBoxOf(width, height, profileNumber);
  const edge = Math.max(0.75, box.size / 14);
  const text = box.lines.map((line, i) => {
    // Each line starts at the band's left padding.
    const x = box.left + box.pad;
    const baseline = box.top + box.pad + box.size * 0.82 + i * box.lineHeight;
    return { line, x, baseline };
  });
  const paths = (dx: number) => text.map(({ line, x, baseline }) => line.paths(x + dx, baseline + dx)).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect x="${box.left}" y="${box.top}" width="${box.width}" height="${box.height}" rx="${Math.round(box.size / 3)}" fill="#000" fill-opacity="${BAND_OPACITY}"/>` +
    `<g fill="#000" fill-opacity="${EDGE_OPACITY}">${paths(edge)}</g>` +
    `<g fill="#fff" fill-opacity="${TEXT_OPACITY}">${paths(0)}</g>` +
    `</svg>`;
  return Buffer.from(svg);
}
