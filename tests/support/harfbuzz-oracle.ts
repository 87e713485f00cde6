import * as hb from 'harfbuzzjs';

/**
 * HarfBuzz as the oracle for the biodata's shaping: the glyph ids it gives for text in a font.
 * Only tests use it; the PDF is laid out by pdfkit's fontkit.
 */
export function harfBuzzFont(bytes: Buffer): { shape(text: string): number[]; has(char: string): boolean } {
  const font = new hb.Font(new hb.Face(new hb.Blob(new Uint8Array(bytes))));
  return {
    shape(text) {
      const buffer = new hb.Buffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      return buffer.getGlyphInfos().map((glyph) => glyph.codepoint);
    },
    has: (char) => font.glyph(char.codePointAt(0)!) !== undefined,
  };
}
