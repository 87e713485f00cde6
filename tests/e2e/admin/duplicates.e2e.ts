import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from '../member/member-fixtures.js';
import { startE2E, type E2E } from '../support/harness.js';
import { expectAdminToast, openFromMenu, rowAction, signIn } from './admin-pages.js';
import { ADMIN_LOGIN, createMember, type Member } from './factories.js';

/**
 * Possible duplicates as an administrator meets them: the count on the home page, the section on
 * a member's page with the reasons and a link to the other member, and "Not a duplicate".
 */
describe('possible duplicates on the admin pages', () => {
  let e2e: E2E;
  let page: Page;
  let anita: Member;
  let twin: Member;
  let kiran: Member;
  let token: string;

  /** The member's possible duplicates as the API gives them, once the checks after registration have run. */
  async function matchesOf(member: Member, count: number) {
    const read = async () => {
      const answer = await e2e.api('/admin/duplicates', { userId: member.id }, token);
      return answer.data.matches as { userId: string; open: boolean; reasons: { reason: string }[] }[];
    };
    await expect.poll(async () => (await read()).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
    return read();
  }

  beforeAll(async () => {
    e2e = await startE2E({ admin: ADMIN_LOGIN });
    // Two accounts with one name and birth date, and a third: all from one address within a day
    // and with the test profile's parents' numbers, so each is a possible duplicate of the others.
    anita = await createMember(e2e, { firstName: 'Anita', lastName: 'Jadhav', gender: 'Female', dateOfBirth: '1996-03-12' });
    twin = await createMember(e2e, { firstName: 'Anita', lastName: 'Jadhav', gender: 'Female', dateOfBirth: '1996-03-12' });
    kiran = await createMember(e2e, { firstName: 'Kiran', lastName: 'More', gender: 'Female' });
    token = await e2e.adminToken();
    page = await e2e.newPage({ width: 1280 });
    page.setDefaultTimeout(15_000);
    await signIn(page);
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  it('counts the waiting profiles with a possible duplicate on the home page', async () => {
    // The checks run after the answers: each member is a possible duplicate of the two others.
    for (const member of [anita, twin, kiran]) await matchesOf(member, 2);
    await page.reload();
    const card = page.getByRole('region', { name: 'Waiting profiles with a possible duplicate' });
    await card.getByText('3', { exact: true }).waitFor();
    await e2e.screenshot(page, 'admin-1280-home-duplicates');
    await page.setViewportSize({ width: 360, height: 780 });
    await card.scrollIntoViewIfNeeded();
    await e2e.screenshot(page, 'admin-360-home-duplicates');
    await checkA11y(e2e, page);
  });

  it("shows a member's possible duplicates with the reasons and a link, and dismisses one for good", async () => {
    await openFromMenu(page, 'Pending Users');
    await page.waitForURL('**/admin/pendingUsers');
    await rowAction(page, kiran.fullName, 'View Profile');
    await page.waitForURL('**/admin/userInfo');
    const section = page.getByRole('region', { name: 'Possible duplicates' });
    const entry = section
      .getByRole('listitem')
      .filter({ hasText: `Possible duplicate of ${twin.fullName}` })
      .first();
    await entry.waitFor();
    await entry.getByText("Same parent's mobile number").waitFor();
    await entry.getByText('Registered from the same address within a day').waitFor();
    await e2e.screenshot(page, 'admin-360-user-duplicates');
    await checkA11y(e2e, page);

    // "Not a duplicate" of both: recorded, and shown as dismissed.
    for (const other of [anita, twin]) {
      await section
        .getByRole('button', { name: `Not a duplicate of ${other.fullName}` })
        .first()
        .click();
      await expectAdminToast(page, 'Marked not a duplicate');
    }
    await section
      .getByRole('listitem')
      .filter({ hasText: `Not a duplicate (dismissed): ${twin.fullName}` })
      .first()
      .waitFor();
    expect(await section.getByRole('button', { name: /^Not a duplicate of / }).count()).toBe(0);
    const after = await matchesOf(kiran, 2);
    expect(after.every((match) => !match.open)).toBe(true);

    await page.setViewportSize({ width: 1280, height: 900 });
    await e2e.screenshot(page, 'admin-1280-user-duplicates-dismissed');
  });

  it("opens the other member's page from the link, which shows the same name and birth date", async () => {
    await openFromMenu(page, 'Pending Users');
    await rowAction(page, kiran.fullName, 'View Profile');
    await page.waitForURL('**/admin/userInfo');
    const section = page.getByRole('region', { name: 'Possible duplicates' });
    await section.getByRole('link', { name: twin.fullName }).first().click();
    await page.getByRole('heading', { level: 1, name: twin.fullName }).waitFor();
    const twinSection = page.getByRole('region', { name: 'Possible duplicates' });
    await twinSection.getByText('Same full name and date of birth').waitFor();
    await e2e.screenshot(page, 'admin-1280-user-duplicates');

    // Kiran's dismissals took her out of the count; Anita and her twin still wait with a hit.
    await openFromMenu(page, 'Dashboard');
    await page.getByRole('region', { name: 'Waiting profiles with a possible duplicate' }).getByText('2', { exact: true }).waitFor();
  });
});
