import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../support/harness.js';
import { localeText } from '../languages/latin-words.js';
import { addPhoto, checkA11y, chooseFromAccountMenu, createMember, signedInPage, toast } from './member-fixtures.js';

/**
 * Who viewed my profile, by mutual choice, at phone width: Meera (Marathi) turns it on in
 * Settings, Rahul (Hindi) turns it on from the page itself and opens her profile, and she sees him;
 * she turns it off and sees nobody, and nothing of it is kept.
 */
describe('who viewed my profile', () => {
  let e2e: E2E;
  let meera: { token: string; id: string };
  let rahul: { token: string; id: string };
  let meeraPage: Page;
  let rahulPage: Page;
  const mr = (key: string) => localeText('mr', 'member', key);
  const hi = (key: string) => localeText('hi', 'member', key);
  const mrPrivacy = (key: string) => localeText('mr', 'privacy', key);
  const hiPrivacy = (key: string) => localeText('hi', 'privacy', key);
  const visitorsOf = async (token: string) =>
    ((await e2e.api('/user/visits', undefined, token)).data.visits as { profile: { id: string } }[]).map((visit) => visit.profile.id);

  beforeAll(async () => {
    e2e = await startE2E();
    const made = [
      await createMember(e2e, { firstName: 'Meera', lastName: 'Mali', gender: 'Female', dateOfBirth: '1996-08-12', city: 'Pune' }),
      await createMember(e2e, { firstName: 'Rahul', lastName: 'Mali', gender: 'Male', dateOfBirth: '1993-01-20', city: 'Satara' }),
    ];
    const [first, second] = await Promise.all(
      made.map(async (member) => {
        await addPhoto(e2e, member.token);
        return { token: member.token, id: (await e2e.api('/user/info', undefined, member.token)).data._id as string };
      }),
    );
    [meera, rahul] = [first!, second!];
    meeraPage = await signedInPage(e2e, meera.token, 360, 'mr');
    rahulPage = await signedInPage(e2e, rahul.token, 360, 'hi');
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  it('Meera turns it on in Settings (Marathi)', async () => {
    await meeraPage.goto('/settings');
    const section = meeraPage.getByRole('region', { name: mrPrivacy('settings.visits.title') });
    await section.getByText(mrPrivacy('settings.visits.offText')).waitFor();
    await section.getByRole('button', { name: mrPrivacy('settings.visits.turnOn') }).click();
    await toast(meeraPage, mrPrivacy('settings.visits.turnedOn')).waitFor();
    await section.getByText(mrPrivacy('settings.visits.onText')).waitFor();
    await checkA11y(e2e, meeraPage);
    await e2e.screenshot(meeraPage, 'visits-360-mr-settings-on');
    expect((await e2e.api('/user/settings', undefined, meera.token)).data.recordVisits).toBe(true);
  });

  it('Rahul finds the page in his account menu, turns it on there, and opens her profile (Hindi)', async () => {
    await rahulPage.goto('/home');
    await chooseFromAccountMenu(rahulPage, hi('account.visits'), hi('account.menu'));
    await rahulPage.getByRole('heading', { level: 1, name: hi('visits.title') }).waitFor();
    await rahulPage.getByText(hi('visits.off')).waitFor();
    await checkA11y(e2e, rahulPage);
    await e2e.screenshot(rahulPage, 'visits-360-hi-off');
    await rahulPage.getByRole('button', { name: hiPrivacy('settings.visits.turnOn') }).click();
    await toast(rahulPage, hiPrivacy('settings.visits.turnedOn')).waitFor();
    await rahulPage.getByText(hi('visits.empty').replace('{{days}}', '30')).waitFor();

    await rahulPage.goto(`/details?id=${meera.id}`);
    await rahulPage.getByRole('heading', { level: 1, name: /Meera/ }).waitFor();
    await expect.poll(() => visitorsOf(meera.token)).toEqual([rahul.id]);
  });

  it('Meera sees Rahul, with the day he looked, as the listing shows him', async () => {
    await meeraPage.goto('/visits');
    const card = meeraPage.locator('article', { hasText: 'Rahul' });
    await card.waitFor();
    await expect.poll(() => meeraPage.locator('article').count()).toBe(1);
    expect(await card.innerText()).toMatch(/रोजी पाहिली/);
    await checkA11y(e2e, meeraPage);
    await e2e.screenshot(meeraPage, 'visits-360-mr-list');
    // The card opens his profile.
    await card.getByRole('link').first().click();
    await meeraPage.getByRole('heading', { level: 1, name: /Rahul/ }).waitFor();
    const wide = await signedInPage(e2e, meera.token, 1280, 'mr');
    await wide.goto('/visits');
    await wide.locator('article', { hasText: 'Rahul' }).waitFor();
    await e2e.screenshot(wide, 'visits-1280-mr-list');
    await wide.context().close();
  });

  it('Meera turns it off: she sees nobody, and neither is recorded any more', async () => {
    await meeraPage.goto('/settings');
    const section = meeraPage.getByRole('region', { name: mrPrivacy('settings.visits.title') });
    await section.getByRole('button', { name: mrPrivacy('settings.visits.turnOff') }).click();
    await toast(meeraPage, mrPrivacy('settings.visits.turnedOff')).waitFor();
    await meeraPage.goto('/visits');
    await meeraPage.getByText(mr('visits.off')).waitFor();
    expect(await meeraPage.locator('article').count()).toBe(0);
    // She opens his profile: nothing is recorded for him either.
    await meeraPage.goto(`/details?id=${rahul.id}`);
    await meeraPage.getByRole('heading', { level: 1, name: /Rahul/ }).waitFor();
    expect(await visitorsOf(rahul.token)).toEqual([]);
  });
});
