import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/member.json' with { type: 'json' };
import hi from '../locales/hi/member.json' with { type: 'json' };
import mr from '../locales/mr/member.json' with { type: 'json' };
import { TaggedText } from './tagged-text.js';

const link = (href: string) => (text: string) => <a href={href}>{text}</a>;
const render = (text: string) =>
  renderToStaticMarkup(<TaggedText text={text} tags={{ terms: link('/terms'), privacy: link('/privacy') }} />);

describe('TaggedText', () => {
  it('turns each tagged part into its element, in the order the language writes them', () => {
    expect(render(en.consent.terms)).toBe('I accept the <a href="/terms">Terms</a> and the <a href="/privacy">Privacy Policy</a>');
    expect(render(mr.consent.terms)).toBe('मी <a href="/terms">अटी</a> आणि <a href="/privacy">गोपनीयता धोरण</a> स्वीकारतो/स्वीकारते');
    expect(render(hi.consent.terms)).toContain('<a href="/privacy">गोपनीयता नीति</a>');
  });

  it('leaves text without tags as it is, and shows an unknown tag as its words', () => {
    expect(render('no links here')).toBe('no links here');
    expect(render('see <other>this</other> & <terms>that</terms>')).toBe('see this &amp; <a href="/terms">that</a>');
  });
});
