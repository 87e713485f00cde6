import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../support/harness.js';
import { localeText } from '../languages/latin-words.js';
import { addPhoto, checkA11y, createMember, signedInPage, toast, userDetailsFor } from './member-fixtures.js';

/**
 * Partner preferences that count, at phone width: Sneha (Marathi) chooses hers on her profile,
 * her earlier words staying until she picks what they said; she sees on Amit's card how many of
 * them he meets, and on his page each of hers and each of his, met or not. Amit (Hindi) sees how
 * she meets his.
 */
describe('partner preferences and the match score, in Marathi and Hindi at 360 px', () => {
  let e2e: E2E;
  let sneha: { token: string; id: string };
  let amit: { token: string; id: string };
  let page: Page;
  const mr = (namespace: string, key: string) => localeText('mr', namespace, key);
  const hi = (namespace: string, key: string) => localeText('hi', namespace, key);
  const fill = (template: string, values: Record<string, number>) =>
    Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, String(value)), template);

  beforeAll(async () => {
    e2e = await startE2E();
    const made = [
      await createMember(e2e, { firstName: 'Sneha', lastName: 'Mali', gender: 'Female', dateOfBirth: '1996-08-12', city: 'Pune' }),
      await createMember(e2e, { firstName: 'Amit', lastName: 'Mali', gender: 'Male', dateOfBirth: '1993-01-20', city: 'Pune' }),
    ];
    // Vikas says nothing of what he wants: he keeps no one out.
    await createMember(e2e, { firstName: 'Vikas', lastName: 'Mali', gender: 'Male', dateOfBirth: '1994-03-02', city: 'Pune' });
    [sneha, amit] = (await Promise.all(
      made.map(async (member) => {
        await addPhoto(e2e, member.token);
        return { token: member.token, id: (await e2e.api('/user/info', undefined, member.token)).data._id as string };
      }),
    )) as [typeof sneha, typeof amit];
    // Amit wants a bride of at most 28 (must have) and a vegetarian: Sneha is 30 and did not say what she eats.
    const details = userDetailsFor({ firstName: 'Amit', lastName: 'Mali', gender: 'Male', dateOfBirth: '1993-01-20', city: 'Pune' });
    const saved = await e2e.api(
      '/user/updateUser',
      {
        userDetails: {
          ...details,
          partnerpreferences: { age: { max: 28, must: true }, diet: { anyOf: ['vegetarian'] } },
        },
      },
      amit.token,
    );
    expect(saved.success, JSON.stringify(saved)).toBe(true);
    page = await signedInPage(e2e, sneha.token, 360, 'mr');
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  it('Sneha chooses her preferences on her profile; her earlier words stay until she picks what they said', async () => {
    await page.goto('/updateProfile');
    const submit = page.getByRole('button', { name: mr('member', 'profile.update') });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    const partner = page.getByRole('group', { name: mr('profile', 'groups.partnerpreferences') });
    const preference = (key: string) => partner.getByRole('group', { name: mr('profile', `preferences.labels.${key}`), exact: true });
    // What she wrote before (the shared profile says "Hindu Mali") shows while no caste is chosen.
    const earlierCaste = partner.getByRole('textbox', { name: mr('profile', 'fields.PPCaste'), exact: true });
    expect(await earlierCaste.inputValue()).toBe('Hindu Mali');

    const age = preference('age');
    await age.getByLabel(mr('profile', 'preferences.from'), { exact: true }).selectOption('25');
    await age.getByLabel(mr('profile', 'preferences.to'), { exact: true }).selectOption('35');
    await age.getByLabel(mr('profile', 'preferences.must'), { exact: true }).check();
    await preference('marriageStatus').getByLabel(mr('profile', 'choices.marriageStatus.Single'), { exact: true }).check();
    await preference('education').getByLabel(mr('profile', 'preferences.atLeast'), { exact: true }).selectOption('postgraduate');
    await preference('place').getByLabel(mr('profile', 'choices.district.Pune'), { exact: true }).check();
    await preference('caste').getByLabel(mr('profile', 'choices.caste.Hindu Mali'), { exact: true }).check();
    // Chosen: the earlier words for it are no longer asked.
    await earlierCaste.waitFor({ state: 'detached' });
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'matches-360-mr-form');
    await submit.click();
    await toast(page, mr('member', 'toast.detailsUpdated')).waitFor();
    const stored = (await e2e.api('/user/info', undefined, sneha.token)).data.userDetails.partnerpreferences;
    expect(stored).toMatchObject({
      age: { min: 25, max: 35, must: true },
      marriageStatus: { anyOf: ['Single'], must: false },
      education: { min: 'postgraduate', must: false },
      place: { districts: ['Pune'], must: false },
      caste: { anyOf: ['Hindu Mali'], must: false },
      PPCaste: 'Hindu Mali',
    });
  });

  it('Sneha sees on Amit’s card how many of hers he meets', async () => {
    await page.goto('/home');
    const card = page.locator('article', { hasText: 'Amit' });
    // Age, marital status, district and caste met; his education level not stated.
    await card
      .getByTestId('card-match')
      .getByText(fill(mr('member', 'card.match'), { met: 4, of: 5 }))
      .waitFor();
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'matches-360-mr-home');
  });

  it('on his page she sees each of hers and each of his, met or not', async () => {
    await page.goto(`/details?id=${amit.id}`);
    const section = page.getByRole('region', { name: mr('profile', 'match.title') });
    await section.waitFor();
    await section.getByText(fill(mr('profile', 'match.yoursScore'), { met: 4, of: 5 })).waitFor();
    await section.getByText(fill(mr('profile', 'match.theirsScore'), { met: 0, of: 2 })).waitFor();
    const verdicts = await section.locator('li').evaluateAll((items) => items.map((item) => item.getAttribute('data-verdict')));
    expect(verdicts).toEqual(['met', 'met', 'unknown', 'met', 'met', 'unmet', 'unknown']);
    // His preferences, in her words, in his partner preferences: "up to 28 years (must have)".
    await page
      .getByText(
        mr('profile', 'preferences.show.must').replace('{{value}}', mr('profile', 'preferences.show.ageTo').replace('{{max}}', '28')),
      )
      .waitFor();
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'matches-360-mr-details');
    const wide = await signedInPage(e2e, sneha.token, 1280, 'mr');
    await wide.goto(`/details?id=${amit.id}`);
    await wide.getByRole('region', { name: mr('profile', 'match.title') }).waitFor();
    await e2e.screenshot(wide, 'matches-1280-mr-details');
    await wide.context().close();
  });

  it('in “Matches for you” she sees Vikas, who meets her must-haves, and not Amit, whose must-have she does not meet', async () => {
    await page.goto('/home');
    await page.locator('article', { hasText: 'Amit' }).waitFor();
    await page.getByRole('link', { name: mr('member', 'home.views.matches') }).click();
    await page.waitForURL('**/home?view=matches');
    await page.locator('article', { hasText: 'Vikas' }).waitFor();
    await expect.poll(() => page.locator('article').count()).toBe(1);
    expect(await page.getByRole('link', { name: mr('member', 'home.views.matches') }).getAttribute('aria-current')).toBe('page');
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'matches-360-mr-matches-view');
    // Most complete first: both, in the order of the database's completeness.
    await page.getByRole('link', { name: mr('member', 'home.views.complete') }).click();
    await page.waitForURL('**/home?view=complete');
    await expect.poll(() => page.locator('article').count()).toBe(2);
    // Back to the newest: both.
    await page.getByRole('link', { name: mr('member', 'home.views.newest') }).click();
    await page.locator('article', { hasText: 'Amit' }).waitFor();
    await page.locator('article', { hasText: 'Vikas' }).waitFor();
  });

  it('Amit sees, in Hindi, that she meets none of his two', async () => {
    const amitPage = await signedInPage(e2e, amit.token, 360, 'hi');
    await amitPage.goto('/home');
    const card = amitPage.locator('article', { hasText: 'Sneha' });
    await card
      .getByTestId('card-match')
      .getByText(fill(hi('member', 'card.match'), { met: 0, of: 2 }))
      .waitFor();
    await e2e.screenshot(amitPage, 'matches-360-hi-home');
    await amitPage.goto(`/details?id=${sneha.id}`);
    const section = amitPage.getByRole('region', { name: hi('profile', 'match.title') });
    await section.getByText(fill(hi('profile', 'match.theirsScore'), { met: 4, of: 5 })).waitFor();
    await checkA11y(e2e, amitPage);
    // She is over his must-have age: his matches are empty, and say why.
    await amitPage.goto('/home?view=matches');
    await amitPage.getByText(hi('member', 'home.views.empty')).waitFor();
    expect(await amitPage.locator('article').count()).toBe(0);
    await e2e.screenshot(amitPage, 'matches-360-hi-matches-empty');
    await amitPage.context().close();
  });
});
