import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema.js';
import { startE2E, type E2E } from '../support/harness.js';
import { checkA11y, chooseFromAccountMenu, createMember, settle, signedInPage, toast, uploadPhoto } from './member-fixtures.js';

/** A portrait with sharp edges, so the blurred copy visibly is one. */
function portrait(background: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="400">
    <rect width="320" height="400" fill="${background}"/>
    <circle cx="160" cy="150" r="80" fill="#f1c27d" stroke="#3b2314" stroke-width="6"/>
    <circle cx="130" cy="135" r="10" fill="#222"/><circle cx="190" cy="135" r="10" fill="#222"/>
    <path d="M120 185 Q160 215 200 185" stroke="#8b1a1a" stroke-width="6" fill="none"/>
    <rect x="80" y="250" width="160" height="150" fill="#7b1f4b"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Two members who meet through an interest, at phone width, each in their own language: Kavya
 * (Hindi) keeps her photo and contact details for accepted interests, Anil (English, later
 * Marathi) sends an interest, Kavya sees the count and the bell, accepts, and Anil then sees her
 * contact details and photo. Then the settings: hiding a profile, one-click unsubscribe from a
 * mail without signing in, and blocking.
 */
describe('two members meet through an interest', () => {
  let e2e: E2E;
  let anil: { mobile: string; email: string; token: string };
  let kavya: { mobile: string; email: string; token: string };
  let anilPage: Page;
  let kavyaPage: Page;
  const anilName = 'Anil Ramesh Jadhav';
  const kavyaName = 'Kavya Ramesh Mali';

  beforeAll(async () => {
    e2e = await startE2E();
    anil = await createMember(e2e, { firstName: 'Anil', lastName: 'Jadhav', gender: 'Male', dateOfBirth: '1994-06-15' });
    kavya = await createMember(e2e, { firstName: 'Kavya', lastName: 'Mali', gender: 'Female', dateOfBirth: '1997-03-10', city: 'Nashik' });
    await uploadPhoto(e2e, anil.token, await portrait('#4a90d9'));
    await uploadPhoto(e2e, kavya.token, await portrait('#d94a7b'));
    // Kavya reads Hindi: her mails go out in it (the app stores the language she switches to).
    await e2e.running.database.db.update(users).set({ language: 'hi' }).where(eq(users.mobileNumber, kavya.mobile));
    // Both were told of their approval; that news is read, so the bell counts only what follows.
    for (const token of [anil.token, kavya.token]) await e2e.api('/user/notifications/read', {}, token);
    anilPage = await signedInPage(e2e, anil.token, 360, 'en');
    kavyaPage = await signedInPage(e2e, kavya.token, 360, 'hi');
    anilPage.setDefaultTimeout(15_000);
    kavyaPage.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  it('Kavya keeps her photo for accepted interests, and sees what others will see (Hindi)', async () => {
    await kavyaPage.goto('/home');
    await chooseFromAccountMenu(kavyaPage, 'सेटिंग', 'खाता मेनू');
    await kavyaPage.waitForURL('**/settings');
    await kavyaPage.getByRole('heading', { name: 'सेटिंग', level: 1 }).waitFor();
    // The account menu closes with an animation; a click before it is gone lands on its backdrop.
    await kavyaPage.getByRole('menu').waitFor({ state: 'detached' });
    const contact = kavyaPage.getByRole('radiogroup', { name: 'मेरे संपर्क विवरण कौन देखे' });
    // The settings arrive after the page: the choice is read once they have.
    await expect
      .poll(() => contact.getByRole('radio', { name: 'जिन सदस्यों के साथ रुचि स्वीकृत है (अनुशंसित)' }).isChecked(), { timeout: 10_000 })
      .toBe(true);
    await kavyaPage.getByRole('radio', { name: 'जिन सदस्यों के साथ रुचि स्वीकृत है; बाकी को धुंधली प्रति दिखेगी' }).check();
    await toast(kavyaPage, 'सेटिंग सहेज ली गई').waitFor();
    const preview = kavyaPage.getByRole('img', { name: 'आपकी फ़ोटो, धुंधली, जैसी बिना स्वीकृत रुचि वाले सदस्य देखते हैं' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^\/api\/files\/blurred\//);
    await checkA11y(e2e, kavyaPage);
    await e2e.screenshot(kavyaPage, 'privacy-360-hi-settings');
  });

  it('Anil finds her card blurred and her details without contact, and sends an interest (English)', async () => {
    await anilPage.goto('/home');
    const card = anilPage.locator('article', { hasText: kavyaName });
    await card.waitFor();
    expect(await card.getByRole('img').getAttribute('src')).toMatch(/^\/api\/files\/blurred\//);
    await card.getByRole('link').click();
    await anilPage.waitForURL(/\/details\?id=/);
    await anilPage.getByText('Contact details are shared after an accepted interest.').waitFor();
    await anilPage.getByText('Photo shown after an accepted interest').waitFor();
    expect(await anilPage.getByRole('link', { name: 'Mail' }).count()).toBe(0);
    expect(await anilPage.getByRole('link', { name: 'Call Now' }).count()).toBe(0);
    expect(await anilPage.getByText('9822000001').count()).toBe(0);
    expect(await anilPage.getByText('Shared after an accepted interest', { exact: true }).count()).toBeGreaterThanOrEqual(4);
    expect(await anilPage.getByRole('img', { name: /Kavya/ }).getAttribute('src')).toMatch(/^\/api\/files\/blurred\//);
    await checkA11y(e2e, anilPage);
    await e2e.screenshot(anilPage, 'privacy-360-en-details-hidden');

    const send = anilPage.getByRole('button', { name: `Send interest to see contact details of ${kavyaName}` });
    expect(await send.innerText()).toBe('Send interest to see contact details');
    await send.click();
    await toast(anilPage, 'Interest sent').waitFor();
    await anilPage.getByText('Interest sent · no response yet').waitFor();
    await settle(anilPage);
    await e2e.screenshot(anilPage, 'privacy-360-en-details-interest-sent');
  });

  it('Kavya is told by the count, the bell and a mail in Hindi, and accepts', async () => {
    await kavyaPage.goto('/home');
    const bell = kavyaPage.getByRole('button', { name: 'सूचनाएँ, 1 अपठित' });
    await bell.waitFor();
    await kavyaPage.getByRole('button', { name: 'मेनू खोलें' }).click();
    await kavyaPage.getByRole('link', { name: 'रुचियाँ, 1 नई' }).waitFor();
    await settle(kavyaPage);
    await e2e.screenshot(kavyaPage, 'privacy-360-hi-menu-count');
    await kavyaPage.keyboard.press('Escape');

    await bell.click();
    const list = kavyaPage.getByRole('dialog', { name: 'सूचनाएँ' });
    await list.getByText(`${anilName} ने आपको रुचि भेजी है`).waitFor();
    await checkA11y(e2e, kavyaPage);
    await e2e.screenshot(kavyaPage, 'privacy-360-hi-bell');
    await list.getByText(`${anilName} ने आपको रुचि भेजी है`).click();
    await kavyaPage.waitForURL('**/interests?tab=received');
    await kavyaPage.getByRole('tab', { name: 'प्राप्त', selected: true }).waitFor();
    await kavyaPage.locator('article', { hasText: anilName }).waitFor();
    await checkA11y(e2e, kavyaPage);
    await e2e.screenshot(kavyaPage, 'privacy-360-hi-interests-received');

    const mail = await e2e.mail.waitFor(kavya.email);
    expect(mail.subject).toBe('माली विवाह पर आपको एक रुचि मिली है');
    expect(mail.text).toContain(`${anilName} ने आपको रुचि भेजी है।`);
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:\d+\/api\/mail\/unsubscribe\?code=/m);

    await kavyaPage.getByRole('button', { name: `${anilName} की रुचि स्वीकार करें` }).click();
    await toast(kavyaPage, 'रुचि स्वीकार की गई').waitFor();
    await kavyaPage.getByRole('tab', { name: 'स्वीकृत' }).click();
    await kavyaPage.locator('article', { hasText: anilName }).waitFor();
    await kavyaPage.getByText('रुचि स्वीकृत', { exact: true }).first().waitFor();
    // The header's count is gone once she has seen it.
    await kavyaPage.getByRole('button', { name: 'सूचनाएँ', exact: true }).waitFor();
    await checkA11y(e2e, kavyaPage);
    await e2e.screenshot(kavyaPage, 'privacy-360-hi-interests-accepted');
  });

  it('Anil now sees her contact details and her photo, and the bell says why (English)', async () => {
    await anilPage.goto('/interests?tab=accepted');
    await anilPage.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    await anilPage.locator('article', { hasText: kavyaName }).getByRole('link').click();
    await anilPage.waitForURL(/\/details\?id=/);
    expect(await anilPage.getByRole('link', { name: 'Mail' }).getAttribute('href')).toBe(`mailto:${kavya.email}`);
    expect(await anilPage.getByRole('link', { name: 'Call Now' }).getAttribute('href')).toBe(`tel:${kavya.mobile}`);
    expect(await anilPage.getByRole('link', { name: '9822000001' }).getAttribute('href')).toBe('tel:9822000001');
    await anilPage.getByText('Interest accepted').waitFor();
    const photo = anilPage.getByRole('img', { name: /Kavya/ });
    await expect.poll(() => photo.getAttribute('src')).toMatch(/^\/api\/files\/photos\/[0-9a-f]{32}\.p480\.webp\?access=/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 100)).toBe(true);
    await checkA11y(e2e, anilPage);
    await e2e.screenshot(anilPage, 'privacy-360-en-details-contact');
    const wide = await signedInPage(e2e, anil.token, 1280, 'en');
    await wide.goto('/interests?tab=accepted');
    await wide.locator('article', { hasText: kavyaName }).waitFor();
    await checkA11y(e2e, wide);
    await e2e.screenshot(wide, 'privacy-1280-en-interests-accepted');
    await wide.context().close();
  });

  it('Anil, in Marathi, hides his profile for a while and shows it again with one click', async () => {
    await anilPage.evaluate(() => localStorage.setItem('language', 'mr'));
    await anilPage.goto('/interests?tab=accepted');
    await anilPage.getByRole('heading', { name: 'स्वारस्ये', level: 1 }).waitFor();
    await anilPage.locator('article', { hasText: kavyaName }).waitFor();
    await checkA11y(e2e, anilPage);
    await e2e.screenshot(anilPage, 'privacy-360-mr-interests-accepted');

    await anilPage.goto('/settings');
    await anilPage.getByRole('button', { name: 'माझी प्रोफाइल लपवा' }).click();
    await toast(anilPage, 'तुमची प्रोफाइल लपवली आहे').waitFor();
    await anilPage.getByRole('button', { name: 'माझी प्रोफाइल पुन्हा दाखवा' }).waitFor();
    await checkA11y(e2e, anilPage);
    await e2e.screenshot(anilPage, 'privacy-360-mr-settings-paused');
    const listed = async () =>
      (
        (await e2e.api('/user/getProfile', { page: 1 }, kavya.token)).data.userData as {
          userDetails: { personalDetails: { firstName: string } };
        }[]
      ).map((u) => u.userDetails.personalDetails.firstName);
    expect(await listed()).not.toContain('Anil');

    await anilPage.goto('/home');
    await anilPage.getByText('तुमची प्रोफाइल इतर सदस्यांपासून लपवलेली आहे.').waitFor();
    await e2e.screenshot(anilPage, 'privacy-360-mr-home-paused');
    await anilPage.getByRole('button', { name: 'माझी प्रोफाइल पुन्हा दाखवा' }).click();
    await expect.poll(() => anilPage.getByText('तुमची प्रोफाइल इतर सदस्यांपासून लपवलेली आहे.').count()).toBe(0);
    expect(await listed()).toContain('Anil');
  });

  it('stops a kind of mail from the link in the mail, without signing in, and undoes it', async () => {
    const mail = await e2e.mail.waitFor(kavya.email);
    const link = /http:\/\/localhost:\d+(\/unsubscribe\?code=[^\s]+)/.exec(mail.text)![1]!;
    const page = await e2e.newPage({ width: 360 });
    await page.goto(link);
    await page.getByText('You will no longer get mails about “Interests received”.').waitFor();
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'privacy-360-en-unsubscribed');
    const settings = await e2e.api('/user/settings', undefined, kavya.token);
    expect(settings.data.mail.find((m: { kind: string }) => m.kind === 'INTEREST_RECEIVED').enabled).toBe(false);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Mails about “Interests received” are on again.').waitFor();
    const again = await e2e.api('/user/settings', undefined, kavya.token);
    expect(again.data.mail.find((m: { kind: string }) => m.kind === 'INTEREST_RECEIVED').enabled).toBe(true);
    // A link altered by hand stops nothing.
    e2e.allowBrowserErrors(
      /\/api\/mail\/unsubscribe\?code=x.*status of 400/,
      'the altered link is refused on purpose: the page shows that it is not valid',
    );
    await page.goto(link.replace(/code=./, 'code=x'));
    await page.getByText('This link is not valid or has expired.', { exact: false }).waitFor();
    await page.context().close();
  });

  it('Kavya blocks Anil from the interest: both leave each other’s lists; she unblocks him in Settings', async () => {
    await kavyaPage.goto('/interests?tab=accepted');
    await kavyaPage.getByRole('button', { name: `${anilName} के लिए और विकल्प` }).click();
    await kavyaPage.getByRole('menuitem', { name: `${anilName} को ब्लॉक करें` }).click();
    const dialog = kavyaPage.getByRole('dialog', { name: `${anilName} को ब्लॉक करें?` });
    await dialog.waitFor();
    await checkA11y(e2e, kavyaPage);
    await e2e.screenshot(kavyaPage, 'privacy-360-hi-block-dialog');
    await dialog.getByRole('button', { name: 'ब्लॉक करें' }).click();
    await toast(kavyaPage, `${anilName} को ब्लॉक कर दिया गया`).waitFor();
    const anilSees = await e2e.api('/user/getProfile', { page: 1 }, anil.token);
    expect(anilSees.data.userData).toEqual([]);

    await kavyaPage.goto('/settings');
    const blocked = kavyaPage.getByRole('region', { name: 'ब्लॉक किए गए सदस्य' });
    await blocked.getByText(anilName).waitFor();
    await checkA11y(e2e, kavyaPage);
    await e2e.screenshot(kavyaPage, 'privacy-360-hi-settings-blocked');
    await blocked.getByRole('button', { name: `${anilName} को अनब्लॉक करें` }).click();
    await toast(kavyaPage, `${anilName} को अनब्लॉक कर दिया गया`).waitFor();
    await blocked.getByText('आपने किसी को ब्लॉक नहीं किया है।').waitFor();
    expect((await e2e.api('/user/getProfile', { page: 1 }, anil.token)).data.userData).toHaveLength(1);
  });
});
