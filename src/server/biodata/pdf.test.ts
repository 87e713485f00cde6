import { mkdirSync, writeFileSync } from 'node:fs';
import * as canvas from '@napi-rs/canvas';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { englishBiodata, hindiBiodata, marathiBiodata } from '../../../tests/support/biodata-samples.js';
import { actualTexts, infoOf, open, pageText, streams } from '../../../tests/support/pdf-text.js';
import { photoLike } from '../../../tests/support/photo-like.js';
import type { BiodataDocument } from './document.js';
import { fontBytes } from './fonts.js';
import { biodataPdf } from './pdf.js';

let photo: Buffer;
let noisy: Buffer;

beforeAll(async () => {
  // Photos as a phone sends them: 2000 × 2600, one like a camera's and one of pure noise (the worst case for JPEG).
  photo = await photoLike(7, 2000, 2600);
  noisy = await sharp({
    create: { width: 2000, height: 2600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
});

describe('biodataPdf', () => {
  it('makes one A4 page with the title and language, under 300 KB for a full Marathi profile with a phone photo', async () => {
    for (const picture of [photo, noisy]) {
      const pdf = await biodataPdf(marathiBiodata(picture));
      expect(pdf.length).toBeLessThan(300_000);
      const file = await open(pdf);
      expect(file.numPages).toBe(1);
      const page = await file.getPage(1);
      expect(page.view.map((n) => Math.round(n))).toEqual([0, 0, 595, 842]);
      const info = await infoOf(file);
      expect(info.Title).toBe('कु. स्नेहा ज्ञानेश्वर क्षीरसागर – लग्नाचा बायोडाटा');
      expect(info.Language).toBe('mr-IN');
    }
    const hindi = await open(await biodataPdf(hindiBiodata()));
    expect((await infoOf(hindi)).Language).toBe('hi-IN');
  });

  it('puts the photo in resized to about 200 dpi, and leaves it out without failing when the bytes are not an image', async () => {
    const withPhoto = await biodataPdf(englishBiodata(photo));
    const images = streams(withPhoto).filter((stream) => stream.dict.includes('/Subtype /Image'));
    expect(images).toHaveLength(1);
    expect(images[0]!.dict).toMatch(/\/Width 267\b/);
    expect(images[0]!.dict).toMatch(/\/Height 333\b/);

    for (const bad of [Buffer.from('not a photo'), Buffer.alloc(0), photo.subarray(0, 500)]) {
      const pdf = await biodataPdf(englishBiodata(bad));
      expect(streams(pdf).filter((stream) => stream.dict.includes('/Subtype /Image'))).toHaveLength(0);
      expect(await pageText(pdf)).toContain('Priya Sunil Raut');
    }
  });

  it('gives the text back: Latin and unreordered Devanagari exactly, the rest in the order its glyphs are drawn', async () => {
    const text = await pageText(await biodataPdf(marathiBiodata(photo)));
    for (const latin of [
      'sneha.kshirsagar@example.com',
      '+91 98220 12345',
      'Infosys Ltd., Hinjewadi Phase 2',
      'B.E. (Computer), M.Tech.',
    ]) {
      expect(text).toContain(latin);
    }
    // Words whose glyphs are drawn in the order of their letters, conjuncts included (a
    // conjunct's glyph maps back to all its letters), come out exactly.
    for (const word of ['लग्नाचा बायोडाटा', 'कुलदैवत', 'आजोळ', 'मंगळ', 'उत्तराषाढा', 'गणेशाय नमः', '₹ १२,००,०००']) {
      expect(text).toContain(word);
    }
    // After some conjuncts pdfjs sees a gap (the next glyph is moved by the font's positioning, so
    // its advance differs from its width) and puts a space in: 'क्ष ीरसागर'. The letters are all there.
    const unspaced = text.replace(/\s+/g, '');
    for (const word of ['क्षीरसागर', 'ज्ञानेश्वर', 'त्र्यंबकेश्वर', 'ज्येष्ठा']) expect(unspaced).toContain(word);
    // pdfkit's ToUnicode maps each glyph to the letters fontkit formed it from, and the page draws
    // glyphs in visual order: the i-matra comes out before its consonant (माहिती as मािहती,
    // अविवाहित as अिववािहत) and a reph after its cluster (वर्ण as वणर्). Readers that honour
    // ActualText (below) copy these as written; pdfjs reads the glyphs.
    for (const visual of ['मािहती', 'अिववािहत', 'वणर्']) expect(text).toContain(visual);
  });

  it('marks every Devanagari run with its text as written (ActualText)', async () => {
    const document = marathiBiodata();
    const texts = actualTexts(await biodataPdf(document));
    for (const run of ['वैवाहिक स्थिती', 'अविवाहित', 'वर्ण', 'त्र्यंबकेश्वर, जि. नाशिक', '॥ श्री गणेशाय नमः ॥']) expect(texts).toContain(run);
    expect(texts).not.toContain('sneha.kshirsagar@example.com');
  });

  it('embeds subsets of the bundled fonts only', async () => {
    const pdf = await biodataPdf(marathiBiodata(photo));
    // A subset is named with a six-letter tag before the font's PostScript name.
    const descriptors = [...pdf.toString('latin1').matchAll(/\/FontName \/[A-Z]{6}\+(\S+)[^>]*\/FontFile2 (\d+) 0 R/g)];
    expect(descriptors.map((match) => match[1]).sort()).toEqual([
      'NotoSans-Regular',
      'NotoSansDevanagari-Bold',
      'NotoSansDevanagari-Regular',
    ]);
    const smallest = Math.min(...Object.values(fontBytes()).map((bytes) => bytes.length));
    for (const [, name, id] of descriptors) {
      const file = streams(pdf).find((stream) => stream.id === id)!.data;
      expect(file.subarray(0, 4).toString('latin1'), name).toBe('true'); // fontkit's subsets are tagged as TrueType so
      expect(file.length, name).toBeLessThan(smallest / 4);
    }
  });

  it('fits a profile far too long for a page on one page, cutting what does not fit with an ellipsis', async () => {
    const long = marathiBiodata(photo);
    long.name = 'स्नेहा '.repeat(40);
    long.sections[0]!.rows[0]!.value = 'फार लांब मजकूर '.repeat(200);
    long.sections.push({ title: 'इतर', rows: Array.from({ length: 150 }, (_, i) => ({ label: `ओळ ${i + 1}`, value: `मूल्य ${i + 1}` })) });
    const pdf = await biodataPdf(long);
    const file = await open(pdf);
    expect(file.numPages).toBe(1);
    expect(await pageText(pdf)).toContain('…');
  });

  it('gives the same bytes for the same biodata on the same day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2025-03-01T09:00:00Z'));
      const first = await biodataPdf(hindiBiodata(photo));
      vi.setSystemTime(new Date('2025-03-01T17:30:00Z'));
      expect((await biodataPdf(hindiBiodata(photo))).equals(first)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders the Marathi, Hindi and English pages with ink in the heading and the photo frame (.tmp/biodata-*.png, to be looked at)', async () => {
    const folder = new URL('../../../.tmp/', import.meta.url);
    mkdirSync(folder, { recursive: true });
    const documents: Record<string, BiodataDocument> = { mr: marathiBiodata(photo), hi: hindiBiodata(photo), en: englishBiodata(photo) };
    for (const [language, document] of Object.entries(documents)) {
      const page = await (await open(await biodataPdf(document))).getPage(1);
      const viewport = page.getViewport({ scale: 1.5 });
      const target = canvas.createCanvas(viewport.width, viewport.height);
      const render = page.render({ canvas: target, canvasContext: target.getContext('2d'), viewport });
      await render.promise;
      writeFileSync(new URL(`biodata-${language}.png`, folder), target.toBuffer('image/png'));
      const inked = (x: number, y: number, width: number, height: number) => {
        const { data } = target.getContext('2d').getImageData(Math.round(x), Math.round(y), Math.round(width), Math.round(height));
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i]! + data[i + 1]! + data[i + 2]! < 600) dark += 1;
        return dark / (data.length / 4);
      };
      const { width, height } = viewport;
      // The heading's middle band holds the title and name; the photo sits at the top right.
      expect(inked(width * 0.3, height * 0.03, width * 0.4, height * 0.12), `${language}: heading`).toBeGreaterThan(0.01);
      expect(inked(width * 0.7, height * 0.05, width * 0.25, height * 0.15), `${language}: photo`).toBeGreaterThan(0.2);
      expect(inked(0, 0, width, height), `${language}: page`).toBeLessThan(0.5);
    }
  });
});
