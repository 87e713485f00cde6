import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config.js';
import { smtpMailer } from '../../../src/server/mail/mailer.js';
import { fileStoreFor } from '../../../src/server/storage/file-store-for.js';
import { runSweep } from '../../../src/server/sweep/sweep.js';
import { keyOfUrl } from '../../../src/server/uploads/file-names.js';
import { checkA11y, signedInPage, toast } from '../member/member-fixtures.js';
import { startE2E, type E2E } from '../support/harness.js';
import { expectAdminToast, openFromMenu, settled, signIn } from './admin-pages.js';
import { addPhotoAndDocument, ADMIN_LOGIN, createMember, namesSeenBy, pngImage, upload, type Member } from './factories.js';

/** Shows the page in a language, as the language switcher leaves it. */
async function inLanguage(page: Page, language: 'en' | 'hi' | 'mr'): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('language', value), language);
  await page.reload();
}

/**
 * A moderation round through the screens, at phone width and in three languages: a member reports
 * with a reason, the dashboard shows the work waiting, the Reports screen suspends and dismisses,
 * a new photo is approved beside the old one, an identity is verified (the badge, the verified-only
 * filter, the document file gone after the sweep), a profile is rejected with a reason and the
 * member sees what to fix and sends it again, and the Activity screen shows who did what.
 */
describe('moderation the operator can run', () => {
  let e2e: E2E;
  let admin: Page;
  let viewer: Member;
  let reporters: Member[];
  let kavita: Member;
  let meena: Member;
  let sunita: Member;
  let pooja: Member;
  let rekha: Member;
  let poojaDocument: string;
  let sunitaNewPhoto: string;

  beforeAll(async () => {
    e2e = await startE2E({ admin: { ...ADMIN_LOGIN, name: 'Asha Kale' } });
    viewer = await createMember(e2e, { firstName: 'Nilesh', lastName: 'Raut', gender: 'Male' });
    reporters = [];
    for (const firstName of ['Sachin', 'Vijay']) reporters.push(await createMember(e2e, { firstName, lastName: 'Mali', gender: 'Male' }));
    kavita = await createMember(e2e, { firstName: 'Kavita', lastName: 'Ghodke', gender: 'Female' });
    meena = await createMember(e2e, { firstName: 'Meena', lastName: 'Bhujbal', gender: 'Female' });
    sunita = await createMember(e2e, { firstName: 'Sunita', lastName: 'Dhone', gender: 'Female' });
    pooja = await createMember(e2e, { firstName: 'Pooja', lastName: 'Sawant', gender: 'Female' });
    rekha = await createMember(e2e, { firstName: 'Rekha', lastName: 'Phule', gender: 'Female' });
    for (const member of [viewer, ...reporters, kavita, meena, sunita, pooja, rekha]) await addPhotoAndDocument(e2e, member, 'png', 'PAN');
    poojaDocument = (await e2e.api('/user/info', undefined, pooja.token)).data.photoDetails.adharCard;
    for (const member of [viewer, ...reporters, kavita, meena, sunita, pooja]) await e2e.approve(member.mobileNumber);
    // Sunita, approved, swaps her photo: it waits for review.
    sunitaNewPhoto = await upload(e2e, sunita, 'profilePhoto', await pngImage({ r: 30, g: 140, b: 60 }), 'new.png');
    await e2e.api('/user/updateUser', { photoDetails: { profilePhoto: sunitaNewPhoto } }, sunita.token);
    admin = await e2e.newPage({ width: 360 });
    admin.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  it('a member reports a profile with a reason from the details page', async () => {
    const page = await signedInPage(e2e, viewer.token);
    page.setDefaultTimeout(15_000);
    await page.goto('/home');
    await page.getByRole('link', { name: new RegExp(kavita.fullName) }).click();
    await page.waitForURL(/\/details\?id=/);
    await page.getByRole('button', { name: 'Report this profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report User Profile' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Please choose a reason').waitFor();
    await dialog.getByLabel('Reason').selectOption('ASKS_FOR_MONEY');
    await dialog.getByLabel('Description').fill('She asked me to send money for a hospital bill.');
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-report-reason');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Reported successfully').waitFor();
    for (const language of ['hi', 'mr'] as const) {
      await inLanguage(page, language);
      await page.goto('/home');
      await page.getByRole('link', { name: new RegExp(meena.fullName) }).click();
      await page.getByRole('button', { name: language === 'hi' ? 'इस प्रोफ़ाइल की शिकायत करें' : 'या प्रोफाइलची तक्रार करा' }).click();
      await page
        .getByRole('dialog')
        .getByLabel(language === 'hi' ? 'कारण' : 'कारण')
        .selectOption('FAKE_PROFILE');
      await checkA11y(e2e, page);
      await e2e.screenshot(page, `member-360-report-reason-${language}`);
      await page.keyboard.press('Escape');
    }
    await page.context().close();
    // Two more approved members report Kavita: three distinct approved reporters hide her.
    for (const reporter of reporters) {
      await e2e.api(
        '/report/create',
        { description: 'Asked for money', reportedUserId: kavita.id, reason: 'ASKS_FOR_MONEY' },
        reporter.token,
      );
    }
    await e2e.api('/report/create', { description: 'Photo looks copied', reportedUserId: meena.id, reason: 'FAKE_PROFILE' }, viewer.token);
    const listing = await e2e.api('/user/getProfile', { page: 1 }, viewer.token);
    const names = listing.data.userData.map(
      (user: { userDetails: { personalDetails: { fullName: string } } }) => user.userDetails.personalDetails.fullName,
    );
    expect(names).not.toContain(kavita.fullName);
    expect(names).toContain(meena.fullName);
  });

  it('the dashboard shows the work waiting, in three languages', async () => {
    await signIn(admin);
    const work = admin.getByRole('region', { name: 'Work waiting' });
    await work.getByRole('region', { name: 'Photo changes' }).waitFor();
    expect(await work.getByRole('region', { name: 'Profiles to review' }).locator('p').innerText()).toBe('1');
    expect(await work.getByRole('region', { name: 'Photo changes' }).locator('p').innerText()).toBe('1');
    expect(await work.getByRole('region', { name: 'Reported profiles' }).locator('p').innerText()).toBe('2 (4 reports)');
    expect(await work.getByRole('region', { name: 'Oldest waiting since' }).locator('p').innerText()).toMatch(/minute|hour/);
    await settled(admin);
    await e2e.checkA11y(admin);
    await e2e.screenshot(admin, 'admin-360-dashboard-work');
    for (const language of ['hi', 'mr'] as const) {
      await inLanguage(admin, language);
      await admin.getByRole('region', { name: language === 'hi' ? 'बाकी काम' : 'बाकी काम' }).waitFor();
      await settled(admin);
      await e2e.checkA11y(admin);
      await e2e.screenshot(admin, `admin-360-dashboard-work-${language}`);
    }
    await inLanguage(admin, 'en');
  });

  it('Reports: groups by profile, suspends one and dismisses another, and keeps the resolved ones', async () => {
    await openFromMenu(admin, 'Reports');
    await admin.waitForURL('**/admin/reports');
    const kavitaCard = admin.getByRole('article').filter({ hasText: kavita.fullName });
    await kavitaCard.waitFor();
    expect(await kavitaCard.innerText()).toContain('3 members reported this profile (3 approved)');
    expect(await kavitaCard.innerText()).toContain('Asks for money');
    expect(await kavitaCard.innerText()).toContain('Hidden by reports');
    await settled(admin);
    await e2e.checkA11y(admin);
    await e2e.screenshot(admin, 'admin-360-reports');

    await kavitaCard.getByRole('button', { name: 'Suspend' }).click();
    const suspend = admin.getByRole('dialog', { name: 'Suspend this member?' });
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await suspend.getByText('Please choose one of the options').waitFor();
    await suspend.getByLabel('Reason').selectOption('ASKS_FOR_MONEY');
    await suspend.getByLabel('Note to the member').fill('Three members told us you asked them for money.');
    await settled(admin);
    await e2e.checkA11y(admin);
    await e2e.screenshot(admin, 'admin-360-reports-suspend');
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await expectAdminToast(admin, 'Member suspended');
    await kavitaCard.waitFor({ state: 'detached' });

    const meenaCard = admin.getByRole('article').filter({ hasText: meena.fullName });
    await meenaCard.getByRole('button', { name: 'Dismiss' }).click();
    const dismiss = admin.getByRole('dialog', { name: 'Dismiss these reports?' });
    await dismiss.getByRole('button', { name: 'Dismiss' }).click();
    await dismiss.getByText('This field is required').waitFor();
    await dismiss.getByLabel('Note for the record').fill('Photo checked against her document: genuine.');
    await dismiss.getByRole('button', { name: 'Dismiss' }).click();
    await expectAdminToast(admin, 'Reports dismissed');
    await admin.getByText('No open reports. Nothing to decide.').waitFor();

    await admin.getByRole('tab', { name: 'Resolved' }).click();
    await admin.waitForURL('**/admin/reports?status=RESOLVED');
    const resolved = admin.getByRole('article').filter({ hasText: kavita.fullName });
    await resolved.waitFor();
    expect(await resolved.innerText()).toContain('Member suspended');
    expect(await resolved.innerText()).toContain('by Asha Kale');
    await settled(admin);
    await e2e.checkA11y(admin);
    await e2e.screenshot(admin, 'admin-360-reports-resolved');
    for (const language of ['hi', 'mr'] as const) {
      await inLanguage(admin, language);
      await admin.getByRole('tab', { name: language === 'hi' ? 'निपटाई गई' : 'निकाली' }).waitFor();
      await settled(admin);
      await e2e.checkA11y(admin);
      await e2e.screenshot(admin, `admin-360-reports-resolved-${language}`);
    }
    await inLanguage(admin, 'en');
    // The reporters were told, without a word about what was done.
    const mail = await e2e.mail.waitFor(reporters[0]!.email);
    expect(mail.subject).toBe('We reviewed your report');
    expect(mail.text).not.toMatch(/suspend/i);
  });

  it('the suspended member signs in to a notice with the reason, and sees nobody', async () => {
    const page = await signedInPage(e2e, kavita.token);
    await page.goto('/home');
    const notice = page.getByRole('region', { name: 'Your profile is suspended' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain('Reason: Asking members for money.');
    expect(await notice.innerText()).toContain('Three members told us you asked them for money.');
    expect(await page.locator('article').count()).toBe(0);
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-home-suspended');
    await inLanguage(page, 'mr');
    await page.getByRole('region', { name: 'तुमची प्रोफाइल निलंबित आहे' }).waitFor();
    await e2e.screenshot(page, 'member-360-home-suspended-mr');
    await page.context().close();
  });

  it('Pending Users, Photo changes: the old and new photo side by side; approving lists the new one', async () => {
    await admin.goto('/admin/pendingUsers');
    await admin.getByRole('tab', { name: 'Photo changes' }).click();
    await admin.waitForURL('**/admin/pendingUsers?tab=photos');
    const card = admin.getByRole('article').filter({ hasText: sunita.fullName });
    await card.getByRole('img', { name: `Photo of ${sunita.fullName} that members see now` }).waitFor();
    await card.getByRole('img', { name: `New photo sent by ${sunita.fullName}` }).waitFor();
    // Until approved, listings keep the approved photo.
    const before = await e2e.api('/user/getProfile', { page: 1, fullName: 'Sunita' }, viewer.token);
    expect(before.data.userData[0].photoDetails.profilePhoto).not.toBe(sunitaNewPhoto);
    await settled(admin);
    await e2e.checkA11y(admin);
    await e2e.screenshot(admin, 'admin-360-photo-changes');
    await inLanguage(admin, 'hi');
    await admin.getByRole('button', { name: 'फ़ोटो स्वीकार करें' }).waitFor();
    await settled(admin);
    await e2e.screenshot(admin, 'admin-360-photo-changes-hi');
    await inLanguage(admin, 'mr');
    await admin.getByRole('button', { name: 'फोटो मंजूर करा' }).waitFor();
    await settled(admin);
    await e2e.screenshot(admin, 'admin-360-photo-changes-mr');
    await inLanguage(admin, 'en');
    await admin.getByRole('article').filter({ hasText: sunita.fullName }).getByRole('button', { name: 'Approve photo' }).click();
    await expectAdminToast(admin, 'Photo decision saved');
    await admin.getByText('No new photos are waiting for review.').waitFor();
    const after = await e2e.api('/user/getProfile', { page: 1, fullName: 'Sunita' }, viewer.token);
    expect(after.data.userData[0].photoDetails.profilePhoto).toBe(sunitaNewPhoto);
  });

  it('Mark identity verified: the badge in the lists, on cards, and the verified-only filter; the file is gone after the sweep', async () => {
    await openFromMenu(admin, 'All Users');
    await admin.getByRole('link', { name: pooja.fullName }).click();
    await admin.waitForURL('**/admin/userInfo');
    await admin.getByRole('img', { name: `Identity document of ${pooja.fullName}` }).waitFor();
    await settled(admin);
    await e2e.checkA11y(admin);
    await e2e.screenshot(admin, 'admin-360-user-info-verify');
    await admin.getByRole('button', { name: 'Mark identity verified' }).click();
    await expectAdminToast(admin, 'Identity verified');
    await admin.waitForURL('**/admin/userList');
    const row = admin.getByRole('listitem').filter({ has: admin.getByRole('link', { name: pooja.fullName }) });
    await row.getByText('Verified', { exact: true }).waitFor();
    await e2e.screenshot(admin, 'admin-360-all-users-verified');

    const page = await signedInPage(e2e, viewer.token);
    await page.goto('/home');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('dialog').getByLabel('Verified profiles only').check();
    await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Verified only' }).waitFor();
    await expect.poll(() => page.locator('article').count()).toBe(1);
    expect(await page.locator('article').innerText()).toContain(pooja.fullName);
    expect(await page.locator('article').innerText()).toContain('Verified');
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-home-verified-only');
    await page.getByRole('link', { name: new RegExp(pooja.fullName) }).click();
    await page.getByRole('heading', { level: 1, name: pooja.fullName }).waitFor();
    await page.getByText('Verified', { exact: true }).waitFor();
    await e2e.screenshot(page, 'member-360-details-verified');
    await page.context().close();

    const file = join(e2e.dataDir, 'uploads', keyOfUrl(poojaDocument)!);
    expect(existsSync(file)).toBe(true);
    // The server's hourly sweep, run now on its database (the default retention: the next sweep).
    const config = loadConfig({ DATA_DIR: e2e.dataDir, LOG_LEVEL: 'silent' });
    const mailer = smtpMailer(e2e.mail.url, config.MAIL_FROM);
    const swept = await runSweep({
      db: e2e.running.database.db,
      files: fileStoreFor(config),
      log: pino({ level: 'silent' }),
      mailer,
      config,
    });
    await mailer.close();
    expect(swept).toMatchObject({ ran: true, removed: { 'reviewed identity documents': 1 } });
    expect(existsSync(file)).toBe(false);
  });

  it('Reject with a reason; the member sees what to fix on /home in three languages, fixes it and sends it again', async () => {
    await openFromMenu(admin, 'Pending Users');
    await admin.getByRole('link', { name: rekha.fullName }).click();
    await admin.waitForURL('**/admin/userInfo');
    await admin.getByRole('button', { name: 'Reject' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reject this profile?' });
    await dialog.getByLabel('Reason').selectOption('OTHER');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText('Please say what the member should fix').waitFor();
    await dialog.getByLabel('Reason').selectOption('PHOTO_UNCLEAR');
    await dialog.getByLabel('Note to the member').fill('Your face is in shadow; a photo in daylight works best.');
    await settled(admin);
    await e2e.checkA11y(admin);
    await e2e.screenshot(admin, 'admin-360-reject-reason');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expectAdminToast(admin, 'User Updated Successfully');
    const mail = await e2e.mail.waitFor(rekha.email);
    expect(mail.subject).toBe('Your Mali Vivah profile needs a change');

    const page = await signedInPage(e2e, rekha.token);
    page.setDefaultTimeout(15_000);
    await page.goto('/home');
    const banner = page.getByRole('region', { name: 'Your profile was not approved yet' });
    await banner.waitFor();
    expect(await banner.innerText()).toContain('Your photo is not clear.');
    expect(await banner.innerText()).toContain('Your face is in shadow; a photo in daylight works best.');
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-home-rejected');
    for (const [language, title] of [
      ['hi', 'आपकी प्रोफ़ाइल अभी स्वीकृत नहीं हुई'],
      ['mr', 'तुमची प्रोफाइल अजून मंजूर झालेली नाही'],
    ] as const) {
      await inLanguage(page, language);
      await page.getByRole('region', { name: title }).waitFor();
      await checkA11y(e2e, page);
      await e2e.screenshot(page, `member-360-home-rejected-${language}`);
    }
    // The document page explains masking an Aadhaar and how long the file is kept, in each language.
    for (const [language, title] of [
      ['mr', 'ओळखपत्र बदला'],
      ['hi', 'पहचान दस्तावेज़ बदलें'],
      ['en', 'Update identity document'],
    ] as const) {
      await inLanguage(page, language);
      await page.goto('/updateDocument');
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText('myaadhaar.uidai.gov.in', { exact: false }).waitFor();
      await checkA11y(e2e, page);
      await e2e.screenshot(page, `member-360-update-document${language === 'en' ? '' : `-${language}`}`);
    }
    await page.goto('/home');
    await page.getByRole('region', { name: 'Your profile was not approved yet' }).getByRole('link', { name: 'Update photo' }).click();
    await page.waitForURL('**/updatePhoto');
    await page
      .getByLabel('Profile photo')
      .setInputFiles({ name: 'day.png', mimeType: 'image/png', buffer: await pngImage({ r: 250, g: 220, b: 180 }) });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.waitForURL('**/home');
    await page.getByRole('button', { name: 'Send for review again' }).click();
    await toast(page, 'Your profile was sent for review').waitFor();
    await page.getByText('Your profile is waiting for approval.', { exact: false }).waitFor();
    expect(await page.getByRole('region', { name: 'Your profile was not approved yet' }).count()).toBe(0);
    await page.context().close();
    expect((await e2e.api('/user/info', undefined, rekha.token)).data.status).toBe('PENDING');
  });

  it('Activity: every action with who did it, filtered by action and member, in three languages', async () => {
    await openFromMenu(admin, 'Activity');
    await admin.waitForURL('**/admin/activity');
    const entries = admin.getByRole('list', { name: 'Activity' });
    await entries.getByRole('listitem').first().waitFor();
    const text = await entries.innerText();
    for (const action of ['Rejected', 'Verified identity', 'Approved photo', 'Dismissed reports', 'Suspended', 'Signed in'])
      expect(text).toContain(action);
    expect(text).toContain('Asha Kale');
    await settled(admin);
    await e2e.checkA11y(admin);
    await e2e.screenshot(admin, 'admin-360-activity');

    await admin.getByLabel('Action').selectOption('REJECT');
    await admin.waitForURL('**/admin/activity?action=REJECT');
    await expect.poll(() => entries.getByRole('listitem').count()).toBe(1);
    expect(await entries.innerText()).toContain(rekha.fullName);
    expect(await entries.innerText()).toContain('Photo unclear');
    await admin.getByLabel('Action').selectOption('');
    await admin.getByLabel('Member').fill('Kavita');
    await admin.getByRole('button', { name: 'Filter', exact: true }).click();
    await admin.waitForURL('**/admin/activity?member=Kavita');
    // Her approval (by the administrator of the set-up) and her suspension.
    await expect.poll(() => entries.getByRole('listitem').count()).toBe(2);
    expect(await entries.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Suspended'),
      expect.stringContaining('Approved'),
    ]);
    await settled(admin);
    await e2e.screenshot(admin, 'admin-360-activity-filtered');
    for (const language of ['hi', 'mr'] as const) {
      await inLanguage(admin, language);
      await admin.getByRole('heading', { level: 1, name: language === 'hi' ? 'गतिविधि' : 'कार्यनोंद' }).waitFor();
      await settled(admin);
      await e2e.checkA11y(admin);
      await e2e.screenshot(admin, `admin-360-activity-${language}`);
    }
    await inLanguage(admin, 'en');
  });

  it('Pending Users: a profile back in review after a new name says what changed since approval, in three languages', async () => {
    const anita = await createMember(e2e, { firstName: 'Anita', lastName: 'Shinde', gender: 'Female' });
    await addPhotoAndDocument(e2e, anita, 'png', 'PAN');
    await e2e.approve(anita.mobileNumber);
    const details = (await e2e.api('/user/info', undefined, anita.token)).data.userDetails;
    details.personalDetails.lastName = 'Pawar';
    expect((await e2e.api('/user/updateUser', { userDetails: details }, anita.token)).data.status).toBe('PENDING');
    expect(await namesSeenBy(e2e, viewer, 'Anita')).toEqual([]);

    await openFromMenu(admin, 'Pending Users');
    const link = admin.getByRole('link', { name: 'Anita Ramesh Pawar' });
    await admin.getByRole('listitem').filter({ has: link }).getByText('Changed since approval').waitFor();
    await link.click();
    await admin.waitForURL('**/admin/userInfo');
    await admin.getByText('Changed: Full Name').waitFor();
    await admin.getByText('Anita Ramesh Shinde → Anita Ramesh Pawar').waitFor();
    await settled(admin);
    await e2e.checkA11y(admin);
    await e2e.screenshot(admin, 'admin-360-user-info-re-review');
    for (const [language, label] of [
      ['hi', 'बदला गया: पूरा नाम'],
      ['mr', 'बदलले: पूर्ण नाव'],
    ] as const) {
      await inLanguage(admin, language);
      await admin.getByText(label).waitFor();
      await settled(admin);
      await e2e.screenshot(admin, `admin-360-user-info-re-review-${language}`);
    }
    await inLanguage(admin, 'en');
  });

  it('the new screens at desktop width', async () => {
    const wide = await e2e.newPage({ width: 1280 });
    await signIn(wide);
    await wide.getByRole('region', { name: 'Work waiting' }).waitFor();
    await settled(wide);
    await e2e.screenshot(wide, 'admin-1280-dashboard-work');
    await wide.goto('/admin/activity');
    await wide.getByRole('table', { name: 'Activity' }).waitFor();
    await settled(wide);
    await e2e.checkA11y(wide);
    await e2e.screenshot(wide, 'admin-1280-activity');
    await wide.goto('/admin/reports?status=RESOLVED');
    await wide.getByRole('article').first().waitFor();
    await settled(wide);
    await e2e.checkA11y(wide);
    await e2e.screenshot(wide, 'admin-1280-reports-resolved');
    await wide.context().close();
  });
});
