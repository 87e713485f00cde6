import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeText } from '../languages/latin-words.js';
import { startE2E, type E2E } from '../support/harness.js';
import { signInWithToken } from '../support/session-cookies.js';
import { addPhoto, checkA11y, createMember, signedInPage, type ProfileSeed } from './member-fixtures.js';

/**
 * Names written in Devanagari, searched from the listing's search box in Marathi (decision 0064):
 * at phone width with the app's script, and as the server draws the page searched before any
 * script (the search is a form on the home page's address). A Latin name never answers a
 * Devanagari search, and a name that mixes both is found by either part.
 */
describe('searching the listing by a name in Devanagari', () => {
  let e2e: E2E;
  let sakshi: { token: string };
  let rahul: { token: string };
  let page: Page;
  const mr = (key: string) => localeText('mr', 'member', key);
  /** An approved groom with a photo, his email under a Latin name whatever his own. */
  const groom = async (contactName: string, seed: Omit<ProfileSeed, 'gender' | 'dateOfBirth'>) => {
    const made = await createMember(e2e, { ...seed, gender: 'Male', dateOfBirth: '1995-04-12' }, contactName);
    await addPhoto(e2e, made.token);
  };
  const DNYANESHWAR = 'ज्ञानेश्वर राम माळी';
  const GANESH = 'Ganesh Vasant माळी';
  const RAHUL = 'Rahul Ram Mali';
  /**
   * Waits until the listing's cards name exactly these members, in any order: a search first shows
   * the page's loader in place of the earlier cards, so only the settled page is compared.
   */
  const shows = (on: Page, names: string[]) =>
    expect.poll(async () => (await on.locator('article.profile-card h2').allInnerTexts()).sort()).toEqual([...names].sort());
  const search = async (on: Page, text: string) => {
    const box = on.getByRole('searchbox', { name: mr('home.searchPlaceholder') });
    await box.fill(text);
    await on
      .getByRole('search')
      .getByRole('button', { name: mr('home.search') })
      .click();
    await on.waitForURL((url) => url.searchParams.get('fullName') === text);
  };

  beforeAll(async () => {
    e2e = await startE2E();
    await groom('dnyaneshwar', { firstName: 'ज्ञानेश्वर', middleName: 'राम', lastName: 'माळी', city: 'Pune' });
    await groom('ganesh', { firstName: 'Ganesh', middleName: 'Vasant', lastName: 'माळी', city: 'Satara' });
    rahul = await createMember(e2e, {
      firstName: 'Rahul',
      middleName: 'Ram',
      lastName: 'Mali',
      gender: 'Male',
      dateOfBirth: '1995-04-12',
      city: 'Nashik',
    });
    await addPhoto(e2e, rahul.token);
    const sunita = await createMember(
      e2e,
      { firstName: 'सुनीता', middleName: 'राम', lastName: 'माळी', gender: 'Female', dateOfBirth: '1998-06-20', city: 'Jalgaon' },
      'sunita',
    );
    await addPhoto(e2e, sunita.token);
    sakshi = await createMember(e2e, { firstName: 'Sakshi', lastName: 'Mali', gender: 'Female', dateOfBirth: '1997-02-03' });
    await addPhoto(e2e, sakshi.token);
    page = await signedInPage(e2e, sakshi.token, 360, 'mr');
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  it('at phone width, a Devanagari surname finds both grooms who carry it and never the Latin one', async () => {
    await page.goto('/home');
    await page.getByRole('heading', { level: 1, name: mr('home.title') }).waitFor();
    await shows(page, [DNYANESHWAR, GANESH, RAHUL]);
    await search(page, 'माळी');
    await shows(page, [DNYANESHWAR, GANESH]);
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'name-search-360-mr-surname');
  });

  it('a search across the space between two Devanagari words finds the one groom so named', async () => {
    await search(page, 'राम माळी');
    await shows(page, [DNYANESHWAR]);
    // The Latin middle name "Ram" is another alphabet: "राम" alone does not reach Rahul.
    await search(page, 'Ram');
    await shows(page, [RAHUL]);
    await search(page, 'राम');
    await shows(page, [DNYANESHWAR]);
  });

  it('a name nobody carries answers the empty listing, in Marathi', async () => {
    await search(page, 'ज्ञानेश्वरी');
    await page.getByText(mr('home.empty')).waitFor();
    expect(await page.locator('article.profile-card').count()).toBe(0);
    await e2e.screenshot(page, 'name-search-360-mr-none');
  });

  it('at desktop width before any script, the server draws the page searched by a mixed name', async () => {
    const still = await e2e.newPage({ width: 1280, javaScript: false, locale: 'mr-IN' });
    await signInWithToken(still, sakshi.token);
    const answer = await still.goto(`/home?fullName=${encodeURIComponent('Ganesh Vasant माळी')}`);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['content-language']).toBe('mr');
    await shows(still, [GANESH]);
    expect(await still.getByRole('searchbox', { name: mr('home.searchPlaceholder') }).inputValue()).toBe('Ganesh Vasant माळी');
    await e2e.screenshot(still, 'name-search-1280-mr-server-drawn');
    await still.context().close();
  });

  it('at desktop width with the script, the first name alone finds him, and emptying the box shows everyone again', async () => {
    const wide = await signedInPage(e2e, sakshi.token, 1280, 'mr');
    await wide.goto('/home');
    await shows(wide, [DNYANESHWAR, GANESH, RAHUL]);
    await search(wide, 'ज्ञानेश्वर');
    await shows(wide, [DNYANESHWAR]);
    await e2e.screenshot(wide, 'name-search-1280-mr-first-name');
    await wide.getByRole('searchbox', { name: mr('home.searchPlaceholder') }).fill('');
    await wide.waitForURL((url) => !url.searchParams.has('fullName'));
    await shows(wide, [DNYANESHWAR, GANESH, RAHUL]);
    await wide.context().close();
  });

  it('in Hindi at phone width, a groom finds the bride by her Devanagari surname', async () => {
    const hi = (key: string) => localeText('hi', 'member', key);
    const his = await signedInPage(e2e, rahul.token, 360, 'hi');
    await his.goto('/home');
    await his.getByRole('heading', { level: 1, name: hi('home.title') }).waitFor();
    await shows(his, ['Sakshi Ramesh Mali', 'सुनीता राम माळी']);
    await his.getByRole('searchbox', { name: hi('home.searchPlaceholder') }).fill('माळी');
    await his
      .getByRole('search')
      .getByRole('button', { name: hi('home.search') })
      .click();
    await shows(his, ['सुनीता राम माळी']);
    await checkA11y(e2e, his);
    await e2e.screenshot(his, 'name-search-360-hi-surname');
    await his.context().close();
  });
});
