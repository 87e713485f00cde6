import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../support/harness.js';
import { addPhoto, checkA11y, createMember, signedInPage, toast, userDetailsFor } from './member-fixtures.js';

/** The Marathi texts the walk reads, from the locale files the app shows. */
const texts = (namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../../src/web/locales/mr/${namespace}.json`, import.meta.url), 'utf8')) as Record<
    string,
    Record<string, string | Record<string, string>>
  >;
const profile = texts('profile');
const member = texts('member');
const biodata = texts('biodata');
const field = (key: string) => (profile.fields as Record<string, string>)[key]!;
const text = (ns: Record<string, Record<string, unknown>>, group: string, key: string) => (ns[group] as Record<string, string>)[key]!;

/**
 * A member's walk in Marathi on a phone: the horoscope and community fields filled in, the guna
 * milan seen on a match, the biodata printed as a page, downloaded as a PDF and shared by a link
 * that opens signed out and stops opening once withdrawn.
 */
describe('horoscope, guna milan and the biodata, in Marathi at 360 px', () => {
  let e2e: E2E;
  let groom: { token: string; mobile: string };
  let brideId: string;

  beforeAll(async () => {
    e2e = await startE2E();
    groom = await createMember(e2e, { firstName: 'Rahul', lastName: 'Jadhav', gender: 'Male', dateOfBirth: '1993-02-11' });
    const bride = await createMember(e2e, { firstName: 'Sneha', lastName: 'Kshirsagar', gender: 'Female', dateOfBirth: '1996-08-14' });
    const details = userDetailsFor({ firstName: 'Sneha', lastName: 'Kshirsagar', gender: 'Female', dateOfBirth: '1996-08-14' });
    const saved = await e2e.api(
      '/user/updateUser',
      { userDetails: { ...details, basicDetails: { ...details.basicDetails, rashi: 'karka', nakshatra: 'pushya', manglik: 'no' } } },
      bride.token,
    );
    expect(saved.success, JSON.stringify(saved)).toBe(true);
    brideId = saved.data.id as string;
    await addPhoto(e2e, groom.token);
    await addPhoto(e2e, bride.token);
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  it('fills the new fields, with the rashi following the nakshatra and charan, and nadi, gana and yoni shown', async () => {
    const page = await signedInPage(e2e, groom.token, 360, 'mr');
    await page.goto('/updateProfile');
    // The form's section is live once its submit button is (SubmitButton): a choice made before
    // then would be undone by hydration.
    const submit = page.getByRole('button', { name: text(member, 'profile', 'update') });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    const basic = page.getByRole('group', { name: (profile.groups as Record<string, string>).basicDetails });
    await basic.getByLabel(field('nakshatra'), { exact: true }).selectOption('krittika');
    await basic.getByLabel(field('charan'), { exact: true }).selectOption('1');
    await basic
      .getByTestId('derived-horoscope')
      .getByText(`${field('nadi')}: अंत्य`)
      .waitFor();
    // Krittika's first charan falls in Mesha: the form fills it in.
    await expect.poll(() => basic.getByLabel(field('rashi'), { exact: true }).inputValue()).toBe('mesha');
    await basic.getByLabel(field('manglik'), { exact: true }).selectOption('no');
    await basic.getByLabel(field('diet'), { exact: true }).selectOption('vegetarian');
    const family = page.getByRole('group', { name: (profile.groups as Record<string, string>).familyDetails });
    await family.getByLabel(field('gotra'), { exact: true }).fill('कश्यप');
    await family.getByLabel(field('kuldaivat'), { exact: true }).fill('खंडोबा, जेजुरी');
    await family.getByLabel(field('maternalUncleVillage'), { exact: true }).fill('सिन्नर');
    await e2e.screenshot(page, 'biodata-mr-360-profile-form');
    await submit.click();
    await toast(page, text(member, 'toast', 'detailsUpdated')).waitFor();
    const info = await e2e.api('/user/info', undefined, groom.token);
    expect(info.data.userDetails.basicDetails).toMatchObject({ rashi: 'mesha', nakshatra: 'krittika', charan: 1, diet: 'vegetarian' });
    expect(info.data.userDetails.familyDetails.kuldaivat).toBe('खंडोबा, जेजुरी');
    await page.context().close();
  });

  it('shows the guna milan with each koota and the doshas on the match’s details page', async () => {
    const page = await signedInPage(e2e, groom.token, 360, 'mr');
    await page.goto(`/details?id=${brideId}`);
    const section = page.getByRole('region', { name: text(profile, 'gunaMilan', 'title') });
    await section.waitFor();
    const expected = await e2e.api(`/user/profiles/${brideId}`, undefined, groom.token);
    const total = expected.data.gunaMilan.total as number;
    expect(await section.getByTestId('guna-milan-total').innerText()).toBe(`36 पैकी ${total} गुण`);
    const kootaNames = (profile.gunaMilan as unknown as Record<string, Record<string, string>>).kootas!;
    for (const name of Object.values(kootaNames)) await section.getByRole('cell', { name, exact: true }).waitFor();
    await section.getByText(text(profile, 'gunaMilan', 'note')).waitFor();
    // Her horoscope, with what follows from her nakshatra, in the details.
    await page.getByText('पुष्य', { exact: true }).first().waitFor();
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'biodata-mr-360-guna-milan');
    const pdf = await page.request.get(
      (await page.getByRole('link', { name: text(member, 'details', 'biodata') }).getAttribute('href')) ?? '',
    );
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await page.context().close();
  });

  it('shows, downloads and shares the biodata; the link opens signed out and stops once withdrawn', async () => {
    const page = await signedInPage(e2e, groom.token, 360, 'mr');
    // The server's first HTML holds the sheet (in the language the request asks for).
    const ownHtml = await (await page.request.get('/biodata')).text();
    expect(ownHtml).toContain('id="biodata-sheet"');
    expect(ownHtml).toContain('Rahul Ramesh Jadhav');
    await page.goto('/biodata');
    const sheet = page.locator('#biodata-sheet');
    await sheet.getByText('लग्नाचा बायोडाटा').waitFor();
    await sheet.getByText('॥ श्री गणेशाय नमः ॥').waitFor();
    await sheet.getByText('खंडोबा, जेजुरी').waitFor();
    const href = await page.getByRole('link', { name: text(biodata, 'page', 'downloadPdf') }).getAttribute('href');
    expect(href).toContain('language=mr');
    const pdf = await page.request.get(href ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).length).toBeLessThan(300 * 1024);
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'biodata-mr-360-page');

    await page.getByRole('button', { name: text(biodata, 'share', 'create') }).click();
    const url = await page.getByTestId('biodata-link-url').innerText();
    expect(url).toMatch(/\/b\/mvb_/);
    expect(await page.getByRole('link', { name: text(biodata, 'share', 'whatsapp') }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\?text=/,
    );
    await e2e.screenshot(page, 'biodata-mr-360-share');

    const stranger = await e2e.newPage({ width: 360, locale: 'mr-IN' });
    // The server's first HTML already holds the biodata, for a phone opening the link from a chat.
    const firstHtml = await (await stranger.request.get(new URL(url).pathname)).text();
    expect(firstHtml).toContain('id="biodata-sheet"');
    expect(firstHtml).toContain('लग्नाचा बायोडाटा');
    await stranger.goto(new URL(url).pathname);
    await stranger.locator('#biodata-sheet').getByText('लग्नाचा बायोडाटा').waitFor();
    expect(await stranger.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    // Without the ticks, no contact number reaches the link.
    expect(await stranger.locator('#biodata-sheet').innerText()).not.toContain(groom.mobile);
    await e2e.screenshot(stranger, 'biodata-mr-360-shared');

    await page.getByRole('button', { name: text(biodata, 'share', 'revoke') }).click();
    await toast(page, text(biodata, 'share', 'revokedToast')).waitFor();
    e2e.allowBrowserErrors(/status of 410/, 'a withdrawn link is answered 410 Gone, which Chromium logs');
    await stranger.reload();
    await stranger.getByText(text(biodata, 'shared', 'gone')).waitFor();
    await stranger.context().close();
    await page.context().close();
  });
});
