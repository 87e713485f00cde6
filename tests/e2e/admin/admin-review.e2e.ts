import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../support/harness.js';
import { expectAdminToast, openFromMenu, rowAction, rowMenus, settled, signIn } from './admin-pages.js';
import { addPhotoAndDocument, ADMIN_LOGIN, canSignIn, createMember, namesSeenBy, type Member } from './factories.js';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/**
 * An administrator's day against the real server: totals, the pending queue across pages, search,
 * a full profile with its private document, approve, reject and delete, at phone and desktop width.
 */
describe('admin reviews members', () => {
  let e2e: E2E;
  let phone: Page;
  const members: Member[] = [];
  let kavita: Member;
  let rupali: Member;
  let sachin: Member;
  let nilesh: Member;

  beforeAll(async () => {
    e2e = await startE2E({ admin: ADMIN_LOGIN });
    // Twelve pending brides, so that with the two below the pending queue runs past one page.
    for (let i = 0; i < 12; i += 1) {
      members.push(await createMember(e2e, { firstName: `Bride${String.fromCharCode(65 + i)}`, lastName: 'Sawant', gender: 'Female' }));
    }
    kavita = await createMember(e2e, {
      firstName: 'Kavita',
      middleName: 'Sunil',
      lastName: 'Ghodke',
      gender: 'Female',
      education: 'M.Sc',
      occupation: 'Lecturer',
      income: 840000,
      // Saved as a member types them: the server keeps the keys and the admin page translates them.
      basicDetails: { rashi: 'Vrushabh', nakshatra: 'Rohini', charan: '2', manglik: 'no' },
      familyDetails: { gotra: 'Kashyap', devak: 'Panchpallav' },
    });
    await addPhotoAndDocument(e2e, kavita, 'png');
    rupali = await createMember(e2e, { firstName: 'Rupali', middleName: 'Vijay', lastName: 'Dhone', gender: 'Female' });
    await addPhotoAndDocument(e2e, rupali, 'pdf');
    sachin = await createMember(e2e, { firstName: 'Sachin', middleName: 'Anil', lastName: 'Bhujbal', gender: 'Male' });
    nilesh = await createMember(e2e, { firstName: 'Nilesh', middleName: 'Kiran', lastName: 'Raut', gender: 'Male' });
    members.push(kavita, rupali, sachin, nilesh);
    await e2e.approve(sachin.mobileNumber);
    await e2e.approve(nilesh.mobileNumber);
    phone = await e2e.newPage({ width: 360 });
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  const statValue = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true }).locator('p').innerText();

  it('shows a full-screen spinner, then totals that match the members created', async () => {
    const answer = await e2e.api('/admin/user/getDashboard', undefined, await e2e.adminToken());
    expect(answer.data.totalUsers).toBe(members.length);
    expect(answer.data.totalUsersToday).toBe(members.length);

    // Watched from the start: signing in waits for the totals, which are held back until the
    // spinner has been seen.
    const spinner = phone.getByRole('progressbar').waitFor();
    await phone.route('**/api/admin/user/getDashboard*', async (route) => {
      await spinner.catch(() => undefined);
      await route.continue();
    });
    await signIn(phone);
    await spinner;
    await phone.getByRole('region', { name: 'Total Users' }).waitFor();
    await phone.unroute('**/api/admin/user/getDashboard*');

    expect(await statValue(phone, 'Total Users')).toBe(String(members.length));
    expect(await statValue(phone, "Today's New User")).toBe(String(members.length));
    expect(await statValue(phone, 'Total Income')).toBe(rupees.format(answer.data.totalIncome));
    expect(await statValue(phone, "Today's Total Income")).toBe(rupees.format(answer.data.totalIncomeToday));
    await settled(phone);
    await e2e.checkA11y(phone);
    await e2e.screenshot(phone, 'admin-360-dashboard');
  });

  it('offers Dashboard, All Users, Pending Users, Reports, Activity, Payments and Grievances in a MENU drawer that closes on choice', async () => {
    await phone.getByRole('button', { name: 'Open menu' }).click();
    const menu = phone.getByRole('navigation', { name: 'MENU' });
    await menu.waitFor();
    await settled(phone);
    await e2e.checkA11y(phone);
    await e2e.screenshot(phone, 'admin-360-menu');
    expect(await menu.getByRole('link').allInnerTexts()).toEqual([
      'Dashboard',
      'All Users',
      'Pending Users',
      'Reports',
      'Activity',
      'Payments',
      'Grievances',
    ]);
    await menu.getByRole('link', { name: 'Pending Users' }).click();
    await phone.waitForURL('**/admin/pendingUsers');
    await menu.waitFor({ state: 'hidden' });
  });

  it('lists pending members ten at a time, with See Page buttons and numbered pages', async () => {
    await expect.poll(() => rowMenus(phone).count()).toBe(10);
    expect(await phone.getByRole('button', { name: 'See Page 0' }).count()).toBe(0);
    await settled(phone);
    await e2e.checkA11y(phone);
    await e2e.screenshot(phone, 'admin-360-pending');

    // Newest first: Rupali and Kavita registered after the brides.
    const card = phone.getByRole('listitem').filter({ has: phone.getByRole('link', { name: kavita.fullName }) });
    const text = await card.innerText();
    for (const value of ['M.Sc', 'Lecturer', rupees.format(840000), `5'4"`, 'Single', 'Female', 'Monday, 21 Apr 1997']) {
      expect(text).toContain(value);
    }
    const bride = phone.getByRole('listitem').filter({ has: phone.getByRole('link', { name: 'BrideL Ramesh Sawant' }) });
    expect(await bride.innerText()).toMatch(/Occupation\s+NA/);

    await phone.getByRole('button', { name: 'See Page 2' }).click();
    await phone.waitForURL('**/admin/pendingUsers?page=1');
    await expect.poll(() => rowMenus(phone).count()).toBe(4);
    await phone.getByRole('button', { name: 'See Page 1' }).waitFor();
    expect(await phone.getByRole('button', { name: 'See Page 3' }).count()).toBe(0);
    const pages = phone.getByRole('navigation', { name: 'Pages' });
    expect(await pages.getByRole('button', { name: 'Go to page 2' }).getAttribute('aria-current')).toBe('page');
    await e2e.screenshot(phone, 'admin-360-pending-page-2');

    await pages.getByRole('button', { name: 'Go to page 1' }).click();
    await phone.waitForURL((url) => url.pathname === '/admin/pendingUsers' && url.search === '');
    await expect.poll(() => rowMenus(phone).count()).toBe(10);
  });

  it('searches by name, insists on a name, and drops the filter when the box is emptied', async () => {
    const box = phone.getByRole('searchbox').or(phone.getByLabel('Search by name'));
    await phone.getByRole('button', { name: 'Search', exact: true }).click();
    await phone.getByText('Please enter a name to search').waitFor();

    await box.fill('ghodke');
    await phone.getByRole('button', { name: 'Search', exact: true }).click();
    await phone.waitForURL('**fullName=ghodke');
    await expect.poll(() => rowMenus(phone).count()).toBe(1);
    await phone.getByRole('link', { name: kavita.fullName }).waitFor();
    await e2e.screenshot(phone, 'admin-360-search');

    await box.fill('');
    await phone.waitForURL((url) => url.pathname === '/admin/pendingUsers' && url.search === '');
    await expect.poll(() => rowMenus(phone).count()).toBe(10);
  });

  it("shows the whole profile and the identity document fetched with the admin's credentials", async () => {
    const documentRequest = phone.waitForRequest((request) => request.url().includes('/api/files/documents/'));
    await rowAction(phone, kavita.fullName, 'View Profile');
    await phone.waitForURL('**/admin/userInfo');
    const request = await documentRequest;
    // The admin's session goes in its httpOnly cookie: no token in a header a script set, nor in the address.
    const headers = await request.allHeaders();
    expect(headers.cookie).toMatch(/(^|; )mv-admin=\S+/);
    expect(headers.authorization).toBeUndefined();
    expect(request.url()).not.toContain('token=');

    await phone.getByRole('heading', { level: 1, name: kavita.fullName }).waitFor();
    const table = phone.getByRole('table', { name: `Profile of ${kavita.fullName}` });
    // Partner preferences repeat some labels (Education, Skin Color): the profile's own comes first.
    const row = (label: string) =>
      table
        .getByRole('row', { name: new RegExp(`^${label} `) })
        .first()
        .locator('td')
        .innerText();
    expect(await row('Mobile Number')).toBe(kavita.mobileNumber);
    expect(await row("Mother's Name")).toBe('Shobha');
    expect(await row('Time of Birth')).toBe('06:45 am');
    expect(await row('Income')).toBe(rupees.format(840000));
    expect(await row('Skin Color')).toBe('NA');
    expect(await row('Annual Income')).toBe('NA');
    // The horoscope and community fields, nadi, gana and yoni derived from the nakshatra.
    expect(await row('Rashi')).toBe('Vrishabha (Taurus)');
    expect(await row('Charan \\(pada\\)')).toBe('2');
    expect(await row('Nadi')).toBe('Antya');
    expect(await row('Gana')).toBe('Manushya');
    expect(await row('Yoni')).toBe('Sarpa (serpent)');
    expect(await row('Gotra')).toBe('Kashyap');
    for (const group of ['Personal Details', 'Basic Details', 'Family Details', 'Address Details', 'Partner Preferences']) {
      await table.getByRole('rowheader', { name: group }).waitFor();
    }

    const document = phone.getByRole('img', { name: `Identity document of ${kavita.fullName}` });
    await expect.poll(() => document.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => document.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await phone.getByRole('img', { name: `Profile photo of ${kavita.fullName}` }).waitFor();
    expect(await phone.locator('[href*="token="], [src*="token="]').count()).toBe(0);
    await settled(phone);
    await e2e.checkA11y(phone);
    await e2e.screenshot(phone, 'admin-360-user-info');
  });

  it("approves: back one screen, out of the pending queue, and into members' listings", async () => {
    expect(await namesSeenBy(e2e, nilesh, 'Ghodke')).toEqual([]);
    await phone.getByRole('button', { name: 'Approve' }).click();
    await expectAdminToast(phone, 'User Updated Successfully');
    await phone.waitForURL((url) => url.pathname === '/admin/pendingUsers');
    await expect.poll(() => phone.getByRole('link', { name: kavita.fullName }).count()).toBe(0);
    expect(await namesSeenBy(e2e, nilesh, 'Ghodke')).toEqual([kavita.fullName]);

    await openFromMenu(phone, 'All Users');
    await phone.getByRole('link', { name: kavita.fullName }).waitFor();
  });

  it('rejects through Edit after confirming; a PDF document opens from memory in a new tab', async () => {
    await openFromMenu(phone, 'Pending Users');
    await rowAction(phone, rupali.fullName, 'Edit');
    await phone.waitForURL('**/admin/userInfo');
    const pdf = phone.getByRole('link', { name: 'Open identity document (PDF)' });
    await expect.poll(() => pdf.getAttribute('href')).toMatch(/^blob:/);
    const address = await pdf.getAttribute('href');
    // Chromium shows the document in the new tab at its in-memory address; its headless shell,
    // which has no PDF viewer, saves it from there instead.
    const saved = phone.waitForEvent('download', { timeout: 15_000 }).catch(() => null);
    const [tab] = await Promise.all([phone.context().waitForEvent('page'), pdf.click()]);
    if (tab.url() === '') {
      const download = await saved;
      expect(download?.url()).toBe(address);
      expect((await readFile(await download!.path())).subarray(0, 5).toString()).toBe('%PDF-');
    } else {
      expect(tab.url()).toBe(address);
    }
    await tab.close();

    await phone.getByRole('button', { name: 'Reject' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Reject this profile?' });
    await dialog.waitFor();
    await settled(phone);
    await e2e.checkA11y(phone);
    await e2e.screenshot(phone, 'admin-360-reject-dialog');
    // A reason is required before the profile is rejected.
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText('Please choose one of the options').waitFor();
    await dialog.getByLabel('Reason').selectOption('DOCUMENT_UNREADABLE');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expectAdminToast(phone, 'User Updated Successfully');
    await phone.waitForURL((url) => url.pathname === '/admin/pendingUsers');
    await expect.poll(() => rowMenus(phone).count()).toBe(10);
    expect(await phone.getByRole('link', { name: rupali.fullName }).count()).toBe(0);
    expect(await namesSeenBy(e2e, nilesh, 'Dhone')).toEqual([]);
  });

  it('deletes only after confirmation, and the member can no longer sign in', async () => {
    await openFromMenu(phone, 'All Users');
    await phone.getByRole('link', { name: sachin.fullName }).waitFor();
    await settled(phone);
    await e2e.checkA11y(phone);
    await e2e.screenshot(phone, 'admin-360-all-users');

    await rowAction(phone, sachin.fullName, 'Delete');
    const dialog = phone.getByRole('dialog', { name: 'Delete this user?' });
    expect(await dialog.innerText()).toContain(sachin.fullName);
    await settled(phone);
    await e2e.checkA11y(phone);
    await e2e.screenshot(phone, 'admin-360-delete-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await canSignIn(e2e, sachin)).toBe(true);

    await rowAction(phone, sachin.fullName, 'Delete');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectAdminToast(phone, 'User Deleted Successfully');
    await expect.poll(() => phone.getByRole('link', { name: sachin.fullName }).count()).toBe(0);
    expect(await canSignIn(e2e, sachin)).toBe(false);

    // The cached totals were refreshed by the delete.
    await openFromMenu(phone, 'Dashboard');
    await expect.poll(() => statValue(phone, 'Total Users')).toBe(String(members.length - 1));
  });

  it('goes back to the list when the detail screen is opened without a user', async () => {
    await phone.goto('/admin/userInfo');
    await phone.waitForURL('**/admin/userList');
  });

  it('shows the list as a table on a desktop, in every language', async () => {
    const desktop = await e2e.newPage({ width: 1280, height: 800 });
    await signIn(desktop);
    await openFromMenu(desktop, 'All Users');
    const table = desktop.getByRole('table', { name: 'All Users' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([
      'Name',
      'Date of Birth',
      'Marriage Status',
      'Gender',
      'Education',
      'Occupation',
      'Income',
      'Height',
      'Actions',
    ]);
    await settled(desktop);
    await e2e.checkA11y(desktop);
    await e2e.screenshot(desktop, 'admin-1280-all-users');

    for (const [language, label, heading] of [
      ['हिन्दी', 'Language', 'सभी उपयोगकर्ता'],
      ['मराठी', 'भाषा', 'सर्व वापरकर्ते'],
    ] as const) {
      await desktop.getByRole('button', { name: new RegExp(label) }).click();
      await desktop.getByRole('menuitem', { name: language }).click();
      await desktop.getByRole('heading', { level: 1, name: heading }).waitFor();
      await settled(desktop);
      await e2e.checkA11y(desktop);
    }
    await e2e.screenshot(desktop, 'admin-1280-all-users-mr');

    await desktop.getByRole('link', { name: kavita.fullName }).click();
    await desktop.getByRole('button', { name: 'मंजूर करा' }).waitFor();
    await settled(desktop);
    await e2e.checkA11y(desktop);
    await e2e.screenshot(desktop, 'admin-1280-user-info-mr');
    await desktop.context().close();
  });
});
