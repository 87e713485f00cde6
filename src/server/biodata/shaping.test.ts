import { describe, expect, it } from 'vitest';
import { englishBiodata, hindiBiodata, marathiBiodata } from '../../../tests/support/biodata-samples.js';
import { harfBuzzFont } from '../../../tests/support/harfbuzz-oracle.js';
import { fontBytes, shapeRun, type FontName } from './fonts.js';
import { renderBiodata } from './pdf.js';
import { NEUTRAL } from './script-runs.js';

/** HarfBuzz on the same bundled font files: what a correct shaper draws. */
const harfBuzz = Object.fromEntries(Object.entries(fontBytes()).map(([name, bytes]) => [name, harfBuzzFont(bytes)])) as Record<
  FontName,
  ReturnType<typeof harfBuzzFont>
>;

/** Conjuncts, reph, the i-matra, nukta, joiners, and the words of a biodata that use them. */
const HARD = [
  'क्ष',
  'त्र',
  'ज्ञ',
  'श्र',
  'र्क',
  'कि',
  'क़',
  'क्‍ष', // ZWJ: the half form of क, not the conjunct
  'क्‌ष', // ZWNJ: an explicit virama
  'कर्‍हाड', // the eyelash ra of Marathi
  'वाङ्‌मय',
  'ज़िला',
  'फ़ोन',
  'लग्नाचा बायोडाटा',
  'श्री गणेशाय नमः',
  '॥ श्री गणेशाय नमः ॥',
  'कुलदैवत',
  'आजोळ',
  'मंगळ',
  'ज्येष्ठा',
  'उत्तराषाढा',
  'त्र्यंबकेश्वर',
  'धर्मेंद्र',
  'विद्यार्थिनी',
  'क्षीरसागर',
  'वृश्चिक',
  'निर्व्यसनी',
  '₹ १२,००,०००',
];

describe('shaping', () => {
  it('draws the neutral characters, which stay in either script’s run, in every font', () => {
    for (const [name, font] of Object.entries(harfBuzz)) {
      expect(
        [...NEUTRAL].filter((char) => !font.has(char)),
        name,
      ).toEqual([]);
    }
  });

  it('lays out hard Devanagari as HarfBuzz does, in the regular and the bold font', () => {
    for (const font of ['devanagari', 'devanagariBold'] as const) {
      for (const text of HARD) expect(shapeRun(font, text), `${font}: ${text}`).toEqual(harfBuzz[font].shape(text));
    }
  });

  it('draws every run of a Marathi, a Hindi and an English biodata with the glyphs HarfBuzz gives', async () => {
    const drawn = [];
    for (const document of [marathiBiodata(), hindiBiodata(), englishBiodata()]) drawn.push(...(await renderBiodata(document)).drawn);
    // The runs checked are the page's: its labels, values, headings, title and invocation.
    const text = drawn.map((run) => run.text).join(' ');
    for (const word of [
      'लग्नाचा बायोडाटा',
      'श्री गणेशाय नमः',
      'कुलदैवत',
      'आजोळ',
      'मंगळ',
      'ज्येष्ठा',
      'उत्तराषाढा',
      'त्र्यंबकेश्वर',
      'धर्मेंद्र',
      'विद्यार्थिनी',
      'कर्‍हाड',
      'वाङ्‌मय',
      'ज़िला',
      'sneha.kshirsagar@example.com',
    ]) {
      expect(text).toContain(word);
    }
    expect(drawn.filter((run) => run.font.startsWith('devanagari')).length).toBeGreaterThan(100);
    for (const run of drawn) expect(run.glyphs, `${run.font}: ${run.text}`).toEqual(harfBuzz[run.font].shape(run.text));
  });
});
