/**
 * Splitting text into runs by script, so each run is drawn in a font that has its glyphs: the
 * Devanagari font has no Latin letters and the Latin font has no Devanagari.
 */

export type Script = 'devanagari' | 'latin';

export interface ScriptRun {
  script: Script;
  text: string;
}

/** Characters used in Devanagari text, dandas (।, ॥) and Vedic signs included. */
const DEVANAGARI = /\p{Script_Extensions=Devanagari}/u;

/**
 * Characters both fonts draw (spaces, digits, common punctuation, joiners, the rupee sign): they
 * stay in the run they are in, so 'नाव (पूर्ण)' or '१२ मे 1995' are not cut at every space, and a
 * ZWJ or ZWNJ stays next to the consonants it joins or separates. fonts.test.ts checks both fonts
 * have every one of them.
 */
export const NEUTRAL = new Set([...` !"#%'()*+,-./0123456789:;<=>?[\\]^_{|}~\u00A0\u200C\u200D\u2013\u2014\u2019\u2026\u20B9`]);

function scriptOf(char: string): Script | undefined {
  if (DEVANAGARI.test(char)) return 'devanagari';
  return NEUTRAL.has(char) ? undefined : 'latin';
}

/**
 * The runs of `text` in order, joined back they give `text`. Neutral characters join the run
 * before them (at the start, the run after them); text of neutral characters only is one Latin run.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let pending = '';
  for (const char of text) {
    const script = scriptOf(char);
    const last = runs.at(-1);
    if (script === undefined) {
      if (last) last.text += char;
      else pending += char;
    } else if (last && last.script === script) {
      last.text += char;
    } else {
      runs.push({ script, text: pending + char });
      pending = '';
    }
  }
  if (pending) runs.push({ script: 'latin', text: pending });
  return runs;
}
