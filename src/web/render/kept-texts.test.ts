import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { keepFixedTexts } from './kept-texts.js';

const RESOURCES = {
  en: { member: { title: 'Favourites', hello: 'Hello {{name}}', cards: { age: 'Age' } }, profile: { caste: 'Caste' } },
  hi: { member: { title: 'पसंदीदा', hello: 'नमस्ते {{name}}', cards: { age: 'आयु' } }, profile: { caste: 'जाति' } },
};

/** An instance per request, as the server's render makes them, with the kept texts in place. */
function requestTexts(language: 'en' | 'hi') {
  const texts = i18next.createInstance();
  void texts.init({ resources: RESOURCES, lng: language, fallbackLng: 'en', ns: ['member', 'profile'], initAsync: false });
  const heard: string[] = [];
  keepFixedTexts(texts, (key) => heard.push(key));
  return { texts, heard };
}

describe('texts kept for the server render', () => {
  it('answers a bare key as i18next does, again and again, and tells of every key asked for', () => {
    const { texts, heard } = requestTexts('en');
    const t = texts.getFixedT(null, 'member');
    expect([t('title'), t('title'), t('cards.age'), t('profile:caste'), t('profile:caste')]).toEqual([
      'Favourites',
      'Favourites',
      'Age',
      'Caste',
      'Caste',
    ]);
    // The namespace a key names is heard on every call, kept or not (the page's texts for the browser).
    expect(heard.filter((key) => key === 'profile:caste')).toHaveLength(2);
  });

  it('keeps each language, namespace and key prefix apart', () => {
    const english = requestTexts('en').texts;
    const hindi = requestTexts('hi').texts;
    expect(english.getFixedT(null, 'member')('title')).toBe('Favourites');
    expect(hindi.getFixedT(null, 'member')('title')).toBe('पसंदीदा');
    expect(english.getFixedT(null, 'member')('title')).toBe('Favourites');
    expect(hindi.getFixedT(null, 'member', 'cards')('age')).toBe('आयु');
    expect(hindi.getFixedT(null, 'profile')('caste')).toBe('जाति');
    expect(english.getFixedT('hi', 'member')('title')).toBe('पसंदीदा');
    expect(english.getFixedT(['hi', 'en'], 'member')('title')).toBe('पसंदीदा');
    expect(hindi.getFixedT(['en'], 'member')('title')).toBe('Favourites');
  });

  it('works out a text with values each time', () => {
    const t = requestTexts('en').texts.getFixedT(null, 'member');
    expect(t('hello', { name: 'Asha' })).toBe('Hello Asha');
    expect(t('hello', { name: 'Meera' })).toBe('Hello Meera');
  });

  it('answers right past the number of keys it keeps', () => {
    const t = requestTexts('en').texts.getFixedT(null, 'member');
    for (let n = 0; n < 4_100; n += 1) expect(t(`typed.${n}`)).toBe(`typed.${n}`);
    expect(t('title')).toBe('Favourites');
  });
});
