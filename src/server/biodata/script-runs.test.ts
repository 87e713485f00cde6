import { describe, expect, it } from 'vitest';
import { scriptRuns } from './script-runs.js';

describe('scriptRuns', () => {
  it('keeps text of one script in one run, spaces and digits included', () => {
    expect(scriptRuns('लग्नाचा बायोडाटा')).toEqual([{ script: 'devanagari', text: 'लग्नाचा बायोडाटा' }]);
    expect(scriptRuns('Software Engineer, Pune 411001')).toEqual([{ script: 'latin', text: 'Software Engineer, Pune 411001' }]);
    expect(scriptRuns('१२ मे १९९५, ५ फूट ४ इंच')).toEqual([{ script: 'devanagari', text: '१२ मे १९९५, ५ फूट ४ इंच' }]);
  });

  it('splits mixed text where the script changes, neutral characters staying with the run before them', () => {
    expect(scriptRuns('राहुल पाटील (rahul.patil@example.com)')).toEqual([
      { script: 'devanagari', text: 'राहुल पाटील (' },
      { script: 'latin', text: 'rahul.patil@example.com)' },
    ]);
    expect(scriptRuns('B.E. (संगणक), पुणे')).toEqual([
      { script: 'latin', text: 'B.E. (' },
      { script: 'devanagari', text: 'संगणक), पुणे' },
    ]);
  });

  it('puts neutral characters at the start into the first run', () => {
    expect(scriptRuns('(१) पुणे')).toEqual([{ script: 'devanagari', text: '(१) पुणे' }]);
    expect(scriptRuns('12 May 1995')).toEqual([{ script: 'latin', text: '12 May 1995' }]);
    expect(scriptRuns('₹ 12,00,000')).toEqual([{ script: 'latin', text: '₹ 12,00,000' }]);
    expect(scriptRuns('')).toEqual([]);
  });

  it('keeps joiners, nukta and vowel signs with their consonants', () => {
    for (const word of ['कर्‍हाड', 'वाङ्‌मय', 'ज़िला', 'क्‍ष', 'विद्यार्थिनी', '॥ श्री गणेशाय नमः ॥']) {
      expect(scriptRuns(word)).toEqual([{ script: 'devanagari', text: word }]);
    }
  });

  it('joins back to the text it was given', () => {
    const text = '  Email: sneha@example.in • मोबाईल +91 98220 12345 — “आजोळ” ';
    expect(
      scriptRuns(text)
        .map((run) => run.text)
        .join(''),
    ).toBe(text);
  });
});
