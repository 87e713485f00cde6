import type { Page } from 'playwright-core';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config.js';
import { smtpMailer } from '../../../src/server/mail/mailer.js';
import { fileStoreFor } from '../../../src/server/storage/file-store-for.js';
import { runSweep } from '../../../src/server/sweep/sweep.js';
import type { ReceivedMail } from '../../support/mail-receiver.js';
import { localeText } from '../languages/latin-words.js';
import { startE2E, type E2E } from '../support/harness.js';
import { addPhoto, checkA11y, chooseFromAccountMenu, createMember, signedInPage, toast, type ProfileSeed } from './member-fixtures.js';

/** A date of birth that makes a member `years` old today (a month past the birthday). */
function bornYearsAgo(years: number): string {
  const day = new Date();
  day.setUTCDate(1);
  day.setUTCFullYear(day.getUTCFullYear() - years);
  day.setUTCMonth(day.getUTCMonth() - 1);
  return day.toISOString().slice(0, 10);
}

/**
 * Saved searches at phone width: Kavya (Hindi) filters the listing by age, saves that search with
 * a daily mail, and after the hourly sweep receives, in Hindi, the groom of that age who joined
 * since, and opens his profile from the mail; Sakshi (Marathi) finds the page in her account menu,
 * saves every profile with a weekly mail, renames it, receives her alert, opens the search on the
 * home page and deletes it.
 */
describe('saved searches and their alert mails', () => {
  let e2e: E2E;
  let kavya: { token: string; email: string };
  let sakshi: { token: string; email: string };
  let kavyaPage: Page;
  let sakshiPage: Page;
  const hi = (key: string) => localeText('hi', 'member', key);
  const mr = (key: string) => localeText('mr', 'member', key);
  const member = async (seed: ProfileSeed, language: 'hi' | 'mr' | 'en' = 'en') => {
    const made = await createMember(e2e, { ...seed, dateOfBirth: seed.dateOfBirth });
    await addPhoto(e2e, made.token);
    if (language !== 'en') await e2e.api('/user/language', { language }, made.token);
    const id = (await e2e.api('/user/info', undefined, made.token)).data._id as string;
    return { ...made, id };
  };
  /** The server's hourly sweep, run now on its database, mailing through the test's receiver. */
  const sweep = async () => {
    const config = loadConfig({ DATA_DIR: e2e.dataDir, LOG_LEVEL: 'silent' });
    const mailer = smtpMailer(e2e.mail.url, config.MAIL_FROM);
    try {
      return await runSweep({ db: e2e.running.database.db, files: fileStoreFor(config), log: pino({ level: 'silent' }), mailer, config });
    } finally {
      await mailer.close();
    }
  };
  const alertTo = (email: string) =>
    e2e.mail.waitFor((mail: ReceivedMail) => mail.to.includes(email) && mail.text.includes('/saved-searches'));
  /** The address of a link in a mail, on the server the browser opens. */
  const pathOf = (url: string) => {
    const address = new URL(url);
    return `${address.pathname}${address.search}`;
  };

  beforeAll(async () => {
    e2e = await startE2E();
    // Joined before anyone saved a search: never new to one.
    await member({ firstName: 'Purva', lastName: 'Mali', gender: 'Male', dateOfBirth: bornYearsAgo(25), city: 'Pune' });
    kavya = await member({ firstName: 'Kavya', lastName: 'Mali', gender: 'Female', dateOfBirth: bornYearsAgo(23), city: 'Nashik' }, 'hi');
    sakshi = await member({ firstName: 'Sakshi', lastName: 'Mali', gender: 'Female', dateOfBirth: bornYearsAgo(24), city: 'Satara' }, 'mr');
    kavyaPage = await signedInPage(e2e, kavya.token, 360, 'hi');
    sakshiPage = await signedInPage(e2e, sakshi.token, 360, 'mr');
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  it('Kavya saves her age filter from the listing with a daily mail (Hindi)', async () => {
    await kavyaPage.goto('/home?age=23-27');
    await kavyaPage.getByRole('heading', { level: 1, name: hi('home.title') }).waitFor();
    await kavyaPage.locator('article', { hasText: 'Purva' }).waitFor();
    await e2e.screenshot(kavyaPage, 'saved-searches-360-hi-home');
    await kavyaPage.getByRole('link', { name: hi('home.saveSearch') }).click();
    await kavyaPage.waitForURL('**/saved-searches?save=1&age=23-27');
    const form = kavyaPage.getByRole('region', { name: hi('savedSearches.saveTitle') });
    await form.getByText(hi('home.ageChip').replace('{{range}}', '23-27')).waitFor();
    const name = form.getByRole('textbox', { name: hi('savedSearches.name') });
    await name.fill('');
    await form.getByRole('button', { name: hi('savedSearches.save') }).click();
    await form.getByText(hi('savedSearches.nameRequired')).waitFor();
    await name.fill('नासिक के पास वर');
    await form.getByRole('radio', { name: hi('savedSearches.frequencies.daily') }).check();
    await checkA11y(e2e, kavyaPage);
    await e2e.screenshot(kavyaPage, 'saved-searches-360-hi-save');
    await form.getByRole('button', { name: hi('savedSearches.save') }).click();
    await toast(kavyaPage, hi('savedSearches.saved')).waitFor();
    await kavyaPage.waitForURL((url) => url.pathname === '/saved-searches' && url.search === '');
    const card = kavyaPage.getByRole('article', { name: 'नासिक के पास वर' });
    await card.waitFor();
    await card.getByText(hi('home.ageChip').replace('{{range}}', '23-27')).waitFor();
    await checkA11y(e2e, kavyaPage);
    await e2e.screenshot(kavyaPage, 'saved-searches-360-hi-list');
    const saved = (await e2e.api('/user/savedSearches', undefined, kavya.token)).data.items;
    expect(saved).toEqual([expect.objectContaining({ name: 'नासिक के पास वर', filters: { age: '23-27' }, frequency: 'daily' })]);
  });

  it('the sweep mails her, in Hindi, the groom of that age who joined since, and she opens him from the mail', async () => {
    const rohan = await member({ firstName: 'Rohan', lastName: 'Mali', gender: 'Male', dateOfBirth: bornYearsAgo(25), city: 'Nashik' });
    const vikram = await member({ firstName: 'Vikram', lastName: 'Mali', gender: 'Male', dateOfBirth: bornYearsAgo(35), city: 'Nashik' });
    expect(await sweep()).toMatchObject({ ran: true });
    const mail = await alertTo(kavya.email);
    expect(mail.subject).toBe('माली विवाह पर आपकी सहेजी गई खोज के लिए नई प्रोफ़ाइल');
    expect(mail.text).toContain('Rohan Ramesh Mali, 25 वर्ष, Nashik');
    expect(mail.text).not.toContain('Vikram');
    expect(mail.text).not.toContain('Purva');
    expect(mail.text).not.toContain(vikram.id);
    const link = new RegExp(`(https?://\\S+/details\\?id=${rohan.id})`).exec(mail.text)![1]!;
    await kavyaPage.goto(pathOf(link));
    await kavyaPage.getByRole('heading', { level: 1, name: /Rohan/ }).waitFor();
    // The bell says so too, and leads to her saved searches.
    await kavyaPage.goto('/home');
    await kavyaPage.getByRole('button', { name: /सूचनाएँ/ }).click();
    await kavyaPage.getByText(/नासिक के पास वर/).click();
    await kavyaPage.waitForURL('**/saved-searches');
  });

  it('Sakshi finds the page in her account menu, saves every profile weekly, renames it and gets her alert (Marathi)', async () => {
    await sakshiPage.goto('/home');
    await chooseFromAccountMenu(sakshiPage, mr('account.savedSearches'), mr('account.menu'));
    await sakshiPage.getByRole('heading', { level: 1, name: mr('savedSearches.title') }).waitFor();
    await sakshiPage.getByText(mr('savedSearches.empty')).waitFor();
    await checkA11y(e2e, sakshiPage);
    await e2e.screenshot(sakshiPage, 'saved-searches-360-mr-empty');

    await sakshiPage.getByRole('link', { name: mr('savedSearches.toHome') }).click();
    await sakshiPage.getByRole('link', { name: mr('home.saveSearch') }).click();
    const form = sakshiPage.getByRole('region', { name: mr('savedSearches.saveTitle') });
    await expect
      .poll(() => form.getByRole('textbox', { name: mr('savedSearches.name') }).inputValue())
      .toBe(mr('savedSearches.allProfiles'));
    await expect.poll(() => form.getByRole('radio', { name: mr('savedSearches.frequencies.weekly') }).isChecked()).toBe(true);
    await form.getByRole('button', { name: mr('savedSearches.save') }).click();
    await toast(sakshiPage, mr('savedSearches.saved')).waitFor();

    const card = sakshiPage.getByRole('article', { name: mr('savedSearches.allProfiles') });
    await card.getByRole('button', { name: mr('savedSearches.renameName').replace('{{name}}', mr('savedSearches.allProfiles')) }).click();
    await card.getByRole('textbox', { name: mr('savedSearches.newName') }).fill('सातारा परिसर');
    await card.getByRole('button', { name: mr('savedSearches.save') }).click();
    await toast(sakshiPage, mr('savedSearches.renamed')).waitFor();
    const renamed = sakshiPage.getByRole('article', { name: 'सातारा परिसर' });
    await renamed.waitFor();
    await checkA11y(e2e, sakshiPage);
    await e2e.screenshot(sakshiPage, 'saved-searches-360-mr-list');

    const omkar = await member({ firstName: 'Omkar', lastName: 'Mali', gender: 'Male', dateOfBirth: bornYearsAgo(28), city: 'Satara' });
    await sweep();
    const mail = await alertTo(sakshi.email);
    expect(mail.subject).toBe('माळी विवाहवर तुमच्या जतन केलेल्या शोधासाठी नवीन प्रोफाइल');
    expect(mail.text).toContain('"सातारा परिसर" या तुमच्या जतन केलेल्या शोधाशी जुळणाऱ्या नवीन प्रोफाइल:');
    expect(mail.text).toContain(`Omkar Ramesh Mali, 28 वर्षे, Satara`);
    expect(mail.text).toContain(`/details?id=${omkar.id}`);
    // The search and its mail as the page shows them, on a wide screen too.
    await sakshiPage.reload();
    await renamed.getByText(mr('savedSearches.lastMailed').split('{{date}}')[0]!.trim()).waitFor();
    const wide = await signedInPage(e2e, sakshi.token, 1280, 'mr');
    await wide.goto('/saved-searches');
    await wide.getByRole('article', { name: 'सातारा परिसर' }).waitFor();
    await e2e.screenshot(wide, 'saved-searches-1280-mr-list');
    await wide.context().close();
  });

  it('Sakshi turns the mail off, opens the search on the home page, and deletes it (Marathi)', async () => {
    await sakshiPage.goto('/saved-searches');
    const card = sakshiPage.getByRole('article', { name: 'सातारा परिसर' });
    await card.getByRole('combobox', { name: mr('savedSearches.alertFor').replace('{{name}}', 'सातारा परिसर') }).selectOption('none');
    await toast(sakshiPage, mr('savedSearches.alertChanged').replace('{{frequency}}', mr('savedSearches.frequencies.none'))).waitFor();
    await expect.poll(async () => (await e2e.api('/user/savedSearches', undefined, sakshi.token)).data.items[0].frequency).toBe('none');

    await card.getByRole('link', { name: mr('savedSearches.openName').replace('{{name}}', 'सातारा परिसर') }).click();
    await sakshiPage.waitForURL('**/home');
    await sakshiPage.getByRole('heading', { level: 1, name: mr('home.title') }).waitFor();

    await sakshiPage.goBack();
    await card.getByRole('button', { name: mr('savedSearches.removeName').replace('{{name}}', 'सातारा परिसर') }).click();
    const dialog = sakshiPage.getByRole('dialog', { name: mr('savedSearches.removeTitle').replace('{{name}}', 'सातारा परिसर') });
    await checkA11y(e2e, sakshiPage);
    await e2e.screenshot(sakshiPage, 'saved-searches-360-mr-delete');
    await dialog.getByRole('button', { name: mr('savedSearches.remove') }).click();
    await toast(sakshiPage, mr('savedSearches.removed')).waitFor();
    await sakshiPage.getByText(mr('savedSearches.empty')).waitFor();
    expect((await e2e.api('/user/savedSearches', undefined, sakshi.token)).data.items).toEqual([]);
  });
});
