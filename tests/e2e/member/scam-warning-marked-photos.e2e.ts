import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, openFromMenu, settled } from '../admin/admin-pages.js';
import { ADMIN_LOGIN, createMember, type Member } from '../admin/factories.js';
import { startE2E, type E2E } from '../support/harness.js';
import { checkA11y, signedInPage, uploadPhoto } from './member-fixtures.js';

/**
 * A head and shoulders, drawn: the face in the upper middle where a portrait has it, on a light or
 * a dark background, so the pictures show whether the mark keeps off the face and reads on both.
 */
function portrait(background: string, skin: string, clothes: string): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200">` +
    `<rect width="900" height="1200" fill="${background}"/>` +
    `<ellipse cx="450" cy="1180" rx="380" ry="330" fill="${clothes}"/>` +
    `<rect x="395" y="640" width="110" height="170" fill="${skin}"/>` +
    `<ellipse cx="450" cy="430" rx="200" ry="260" fill="#2b1d14"/>` +
    `<ellipse cx="450" cy="480" rx="165" ry="215" fill="${skin}"/>` +
    `<ellipse cx="390" cy="450" rx="22" ry="13" fill="#2b1d14"/><ellipse cx="510" cy="450" rx="22" ry="13" fill="#2b1d14"/>` +
    `<path d="M400 590 Q450 625 500 590" stroke="#7a2e2e" stroke-width="10" fill="none"/>` +
    `</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Bytes of a photo address as someone fetches it: with a member's token, or as an anonymous <img>. */
async function photoBytes(e2e: E2E, path: string, token?: string): Promise<Buffer> {
  const response = await fetch(`${e2e.baseUrl}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Issue 31, items 3 and 4 through the screens: a member reported for asking for money, the members
 * she is in touch with warned in the bell (English and Hindi, with the way to the safety tips), the
 * report raised in the admin's queue; and her photos marked wherever another member sees them.
 */
describe('money-scam warnings and marked photos', () => {
  let e2e: E2E;
  let kavita: Member;
  let anil: Member;
  let sunil: Member;
  let vikas: Member;
  let anilPage: Page;

  beforeAll(async () => {
    e2e = await startE2E({ admin: { ...ADMIN_LOGIN, name: 'Asha Kale' } });
    kavita = await createMember(e2e, { firstName: 'Kavita', lastName: 'Ghodke', gender: 'Female' });
    anil = await createMember(e2e, { firstName: 'Anil', lastName: 'Mali', gender: 'Male' });
    sunil = await createMember(e2e, { firstName: 'Sunil', lastName: 'Raut', gender: 'Male' });
    vikas = await createMember(e2e, { firstName: 'Vikas', lastName: 'Jadhav', gender: 'Male' });
    await uploadPhoto(e2e, kavita.token, await portrait('#f2efe8', '#c68a62', '#8e244d'));
    for (const [member, colour] of [
      [anil, '#1f2a36'],
      [sunil, '#e9e4da'],
      [vikas, '#3b3b3b'],
    ] as const) {
      await uploadPhoto(e2e, member.token, await portrait(colour, '#b57a55', '#2f4f6f'));
    }
    for (const member of [kavita, anil, sunil, vikas]) await e2e.approve(member.mobileNumber);
    // Anil and Kavita accepted each other; Sunil's interest waits.
    const sent = await e2e.api('/user/interests', { userId: kavita.id }, anil.token);
    expect((await e2e.api(`/user/interests/${sent.data.interest.id}/accept`, {}, kavita.token)).success).toBe(true);
    expect((await e2e.api('/user/interests', { userId: kavita.id }, sunil.token)).success).toBe(true);
    for (const member of [anil, sunil]) await e2e.api('/user/notifications/read', {}, member.token);
    const reported = await e2e.api(
      '/report/create',
      { reportedUserId: kavita.id, reason: 'ASKS_FOR_MONEY', description: 'Asked me to pay a customs fee for a parcel' },
      vikas.token,
    );
    expect(reported.success).toBe(true);
  }, 240_000);

  afterAll(async () => {
    await e2e?.stop();
  });

  it('Anil is warned in the bell, without a word of who reported, and led to the safety tips', async () => {
    anilPage = await signedInPage(e2e, anil.token, 360);
    await anilPage.goto('/home');
    const bell = anilPage.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.click();
    const list = anilPage.getByRole('dialog', { name: 'Notifications' });
    const notice = list.getByText(
      'Be careful with Kavita Ramesh Ghodke: the profile was reported for asking for money, and we are looking into it.',
    );
    await notice.waitFor();
    await list
      .getByText('Never send money or share OTPs, bank, UPI or card details with anyone you meet here.', { exact: false })
      .waitFor();
    expect(await list.innerText()).not.toMatch(/Vikas|Jadhav|customs/);
    await settled(anilPage);
    await checkA11y(e2e, anilPage);
    await e2e.screenshot(anilPage, 'scam-360-en-bell', { fullPage: false });
    await notice.click();
    await anilPage.waitForURL('**/safety');
    await anilPage.getByRole('heading', { name: 'Safety Tips' }).first().waitFor();
  });

  it('in Hindi too, on a wide screen; Sunil, whose interest waits, is told nothing', async () => {
    const page = await signedInPage(e2e, anil.token, 1280, 'hi');
    await page.goto('/home');
    await page.getByRole('button', { name: /^सूचनाएँ/ }).click();
    const list = page.getByRole('dialog', { name: 'सूचनाएँ' });
    await list.getByText('Kavita Ramesh Ghodke से सावधान रहें: इस प्रोफ़ाइल के पैसे माँगने की शिकायत मिली है', { exact: false }).waitFor();
    await settled(page);
    await e2e.screenshot(page, 'scam-1280-hi-bell', { fullPage: false });
    await page.close();

    const told = await e2e.api('/user/notifications', undefined, sunil.token);
    expect(told.data.items.filter((item: { kind: string }) => item.kind === 'SCAM_WARNING')).toEqual([]);
  });

  it('the admin finds her reports raised at the top of the queue, marked', async () => {
    for (const width of [360, 1280]) {
      const admin = await e2e.newPage({ width });
      admin.setDefaultTimeout(15_000);
      await signIn(admin);
      await openFromMenu(admin, 'Reports');
      await admin.waitForURL('**/admin/reports');
      const first = admin.getByRole('article').first();
      await first.getByText('Asks for money: raised').waitFor();
      expect(await first.innerText()).toContain(kavita.fullName);
      await settled(admin);
      if (width === 360) await e2e.checkA11y(admin);
      await e2e.screenshot(admin, `scam-${width}-en-admin-reports-raised`, { fullPage: false });
      await admin.close();
    }
  });

  it('her photo is marked on the card and the details page for Anil, and not for her', async () => {
    for (const width of [360, 1280]) {
      const page = await signedInPage(e2e, anil.token, width);
      await page.goto('/home');
      const card = page.locator('article', { hasText: 'Kavita' });
      await card.waitFor();
      await page.waitForFunction(() => [...document.querySelectorAll('article img')].every((img) => (img as HTMLImageElement).complete));
      const cardSrc = await card
        .locator('img')
        .first()
        .evaluate((img) => new URL((img as HTMLImageElement).currentSrc).pathname);
      // What Anil's browser was served is the marked copy: not what Kavita herself gets.
      const seen = await page.evaluate(async (src) => [...new Uint8Array(await (await fetch(src)).arrayBuffer())], cardSrc);
      const hers = await photoBytes(e2e, cardSrc, kavita.token);
      expect(Buffer.from(seen).equals(hers)).toBe(false);
      expect(Buffer.from(seen).equals(await photoBytes(e2e, cardSrc))).toBe(true);
      await settled(page);
      await e2e.screenshot(page, `marked-${width}-en-listing`, { fullPage: false });

      await card.locator('a').first().click();
      await page.waitForURL('**/details**');
      await page
        .getByRole('img', { name: /Kavita/ })
        .first()
        .waitFor();
      await page.waitForFunction(() => [...document.querySelectorAll('img')].every((img) => img.complete));
      await settled(page);
      await e2e.screenshot(page, `marked-${width}-en-details`, { fullPage: false });
      await page.close();
    }
  });
});
