import { describe, expect, it } from 'vitest';
import { fontSampleMarkup } from './font-sample.js';

describe('the font sample of the home’s templates', () => {
  const templates =
    '<style data-emotion="css abc">.css-abc{color:red}</style><section class="css-abc" aria-label="Profiles"><article class="profile-card">' +
    '<a class="profile-card__open" href="/details" data-discover="true"><img class="profile-card__photo" src="/sample.webp" alt="Photo of "/>' +
    '<h2 class="profile-card__name"></h2><p class="profile-card__line">30 years</p></a>' +
    '<button type="button" id="x" title="Send interest" aria-label="Send interest" tabindex="0"><svg viewBox="0 0 24 24"><path d="M0 0"></path></svg></button>' +
    '</article></section><button class="css-load" type="button">Load more</button>';
  const sample = fontSampleMarkup(templates);

  it('keeps the text and the classes that set its font', () => {
    expect(sample).toContain('<p class="profile-card__line">30 years</p>');
    expect(sample).toContain('<button class="css-load" type="button">Load more</button>');
    expect(sample).toContain('<section class="css-abc">');
  });

  it('fills the empty name with letters of both scripts a name may be typed in', () => {
    expect(sample).toMatch(/<h2 class="profile-card__name">[A-Za-z]+ [\u0900-\u097f]+<\/h2>/);
  });

  it('leaves out pictures, icons, styles, ids, links and names for assistive technology', () => {
    for (const gone of ['<img', '<svg', '<style', 'id="x"', 'href=', 'aria-label', 'title=', 'tabindex', 'data-discover']) {
      expect(sample).not.toContain(gone);
    }
  });

  it('is one hidden, inert element, out of the accessibility tree', () => {
    expect(sample).toMatch(/^<div id="font-sample" aria-hidden="true" inert="" style="[^"]*visibility:hidden[^"]*">/);
    expect(sample.endsWith('</div>')).toBe(true);
  });
});
