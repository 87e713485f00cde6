import { fill } from '../lib/placeholders.js';
import type { TickerTexts } from './static-texts.js';

/** The parts of `/config` the footer shows (src/contract/legal.ts `siteInfo`). */
interface Contacts {
  support?: { phone?: string | null; email?: string | null };
  grievanceOfficer?: { name?: string | null; email?: string | null; phone?: string | null };
}

/** The support line's text for the contacts configured, none when neither is. */
function tickerLine(texts: TickerTexts, phone: string | null, email: string | null): string | null {
  const text = phone && email ? texts.both : phone ? texts.phone : email ? texts.email : null;
  return text && fill(text, { phone: phone ?? '', email: email ?? '' });
}

/**
 * The footer's support line and grievance officer (SPEC section 1, IT Rules 2021) as the app
 * shows them: from `/config`, in the prerendered markup of templates `ticker-part` and
 * `officer-part`, and nothing for what is not configured.
 */
export async function showContacts(texts: TickerTexts, telHref: (phone: string) => string): Promise<void> {
  const footer = document.querySelector('footer');
  if (!footer) return;
  let contacts: Contacts;
  try {
    const answer = await fetch('/api/config');
    if (!answer.ok) return;
    contacts = ((await answer.json()) as { data: Contacts }).data;
  } catch {
    return;
  }

  const line = tickerLine(texts, contacts.support?.phone ?? null, contacts.support?.email ?? null);
  const ticker = document.getElementById('ticker-part');
  if (line && ticker instanceof HTMLTemplateElement) {
    const strip = ticker.content.cloneNode(true) as DocumentFragment;
    for (const copy of strip.querySelectorAll('p')) copy.textContent = line;
    footer.prepend(strip);
  }

  const officer = contacts.grievanceOfficer;
  const part = document.getElementById('officer-part');
  const copyright = footer.querySelector('nav')?.parentElement?.lastElementChild;
  if (!officer || !(officer.name || officer.email || officer.phone) || !(part instanceof HTMLTemplateElement) || !copyright) return;
  const officerLine = part.content.cloneNode(true) as DocumentFragment;
  const fill = (key: 'name' | 'email' | 'phone', href?: (value: string) => string) => {
    const element = officerLine.querySelector<HTMLElement>(`[data-officer="${key}"]`);
    const value = officer[key];
    if (!element) return;
    if (!value) return element.remove();
    element.textContent = value;
    if (href && element instanceof HTMLAnchorElement) element.href = href(value);
  };
  fill('name');
  fill('email', (email) => `mailto:${email}`);
  fill('phone', telHref);
  copyright.before(officerLine);
}
