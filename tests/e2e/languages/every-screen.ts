import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../src/contract/limits.js';
import { addToAuthenticator, codeFromAuthenticator, hasAuthenticator } from '../support/authenticator.js';
import { startE2E, type E2E } from '../support/harness.js';
import { pngImage, upload } from '../admin/factories.js';
import { addPhoto } from '../member/member-fixtures.js';
import { appShown, fieldError, heading, startWalk, submit, toast, walkProfile as profile, type Seeded } from './walk.js';

/*
 * Every screen of both apps in one language, checked for words in Latin letters (walk.ts); the
 * payment screens have their own walk (payment-screens.e2e.ts), with a fee to pay. Each language
 * is a file of its own (every-screen-hi.e2e.ts, every-screen-mr.e2e.ts), so the two walks, the
 * longest of the browser tests, run side by side.
 */

const ADMIN = { mobile: '9000000007', password: 'Back#Office2026' };

export function describeEveryScreen(language: Language): void {
  describe(`every screen in ${language}`, () => {
    let e2e: E2E;
    let viewer: Seeded;
    let pending: Seeded;
    let fresh: Seeded;
    let withoutPhoto: Seeded;
    let unconsented: Seeded;
    let firstSignIn: Seeded;
    let rejected: Seeded;
    let suspended: Seeded;
    let photoChanged: Seeded;
    const walk = startWalk(() => e2e, language);
    const { pageIn, check, tx } = walk;

    beforeAll(async () => {
      e2e = await startE2E();
      await e2e.createAdmin(ADMIN.mobile, ADMIN.password);
      viewer = await walk.seed(profile('Vaishali', 'Sawant', 'Female'), { approve: true });
      const rohan = await walk.seed(profile('Rohan', 'Jadhav', 'Male', { basicDetails: { skinColor: 'Wheatish' } }));
      const sagar = await walk.seed(
        profile('Sagar', 'Kale', 'Male', { familyDetails: { brotherName: 'Amol', brotherMobileNumber: '9822000077' } }),
        { approve: true },
      );
      pending = await walk.seed(profile('Nitin', 'Pawar', 'Male'));
      fresh = await walk.seed(undefined);
      withoutPhoto = await walk.seed(profile('Meena', 'Shinde', 'Female'), { photo: false });
      unconsented = await walk.seed(profile('Anil', 'Gaikwad', 'Male'), { consent: false });
      firstSignIn = await walk.seed(profile('Suresh', 'Mahajan', 'Male'), { safetyNoticeSeen: false });
      rejected = await walk.seed(profile('Kishor', 'Bhole', 'Male'));
      suspended = await walk.seed(profile('Prakash', 'Dhole', 'Male'), { approve: true });
      photoChanged = await walk.seed(profile('Sanjay', 'Lokhande', 'Male'), { approve: true });
      // Moderation's marks for the screens to show: a verified badge, a report, a rejection with a
      // reason, a suspension, a new photo waiting for review, and a complaint to the officer.
      const admin = await e2e.adminToken();
      const done = (answer: { success: boolean }) => expect(answer.success, JSON.stringify(answer)).toBe(true);
      // Rohan's identity document is checked before he is approved, so it earns him the badge.
      const adharCard = await upload(e2e, rohan, 'document', await pngImage({ r: 20, g: 90, b: 160 }), 'card.png');
      done(await e2e.api('/user/updateUser', { photoDetails: { adharCard, documentType: 'PAN' } }, rohan.token));
      await e2e.verifyEmail(rohan.email, rohan.token);
      await e2e.approve(rohan.mobile);
      done(await e2e.api('/admin/user/verify', { userId: rohan.id }, admin));
      const report = { reportingUserId: '1', reportedUserId: sagar.id, reason: 'FAKE_PROFILE', description: 'यह प्रोफ़ाइल नकली लगती है' };
      done(await e2e.api('/report/create', report, viewer.token));
      done(await e2e.api('/admin/user/update', { mobileNumber: rejected.mobile, status: 'REJECT', reason: 'PHOTO_UNCLEAR' }, admin));
      done(await e2e.api('/admin/user/suspend', { userId: suspended.id, reason: 'ASKS_FOR_MONEY' }, admin));
      await addPhoto(e2e, photoChanged.token);
      const grievance = { category: 'FRAUD', description: 'पैसे माँगे गए', email: viewer.email, language };
      const filed = await e2e.api('/grievance', grievance, viewer.token);
      done(filed);
      // The ticket number is data the officer's list shows as it is.
      walk.allow([filed.data.ticket]);
    });

    afterAll(async () => {
      await e2e?.stop();
    });

    it('has the visitor’s screens in the language: landing, sign-in, sign-up, password reset, payment, not found', async () => {
      e2e.allowBrowserErrors(
        /\/api\/user\/(login|checkEmail|verifyOtp): Failed to load resource: the server responded with a status of 40[014]/,
        'the walk shows the refusals of a wrong password, an unknown email and a wrong code',
      );
      const page = await pageIn();
      await page.goto('/');
      await page.locator('html[data-app="mounted"]').waitFor({ state: 'attached' });
      await heading(page);
      await check(page, 'landing');

      await page.goto('/auth');
      await heading(page);
      await check(page, 'auth-login');
      await submit(page);
      await fieldError(page);
      await check(page, 'auth-login-errors');
      await page.locator('#auth-mobile, input[autocomplete="tel-national"]').first().fill('9000011111');
      await page.locator('input[type="password"]').first().fill('Wrong#Password1');
      await submit(page);
      await toast(page);
      await check(page, 'auth-login-refused');

      await page.goto('/auth?tab=signup');
      await heading(page);
      await submit(page);
      await fieldError(page);
      await check(page, 'auth-signup-errors');

      await page.goto('/emailVerification');
      await heading(page);
      await check(page, 'email-verification');
      await page.locator('input[type="email"]').fill('nobody.here@example.com');
      await submit(page);
      await toast(page);
      await check(page, 'email-verification-unknown');
      await page.reload();
      await heading(page);
      await page.locator('input[type="email"]').fill(viewer.email);
      await submit(page);
      await page.waitForURL('**/OTPVerification');
      await heading(page);
      await check(page, 'otp-verification');
      await page.locator('input[autocomplete="one-time-code"]').fill('0000');
      await submit(page);
      await toast(page);
      await check(page, 'otp-verification-wrong');
      const mail = await e2e.mail.waitFor(viewer.email);
      const otp = /\b(\d{4})\b/.exec(mail.text)?.[1];
      expect(otp).toBeDefined();
      await page.locator('input[autocomplete="one-time-code"]').fill(otp!);
      await submit(page);
      await page.waitForURL('**/PassWordVerification');
      await heading(page);
      await submit(page);
      await fieldError(page);
      await check(page, 'password-verification-errors');

      await page.goto('/payment');
      await heading(page);
      await check(page, 'payment-failed');

      await page.goto('/no/such/page');
      await heading(page);
      await check(page, 'not-found');
      await page.context().close();
    });

    it('has the signed-in member’s screens in the language', async () => {
      const page = await pageIn({ token: viewer.token });
      await page.goto('/home');
      await page.locator('article').first().waitFor();
      await check(page, 'home');

      await page.getByRole('button', { name: tx('member', 'home.filter') }).click();
      await page.getByRole('dialog').waitFor();
      await check(page, 'home-filter');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await page
        .locator('article')
        .first()
        .getByRole('button', { name: new RegExp(tx('member', 'favourites.add').replace('{{name}}', '.+')) })
        .click();
      await toast(page);
      await check(page, 'home-favourite-added');

      await page.locator('article').first().getByRole('link').click();
      await page.waitForURL(/\/details\?id=/);
      await heading(page);
      await check(page, 'details');
      await page.getByRole('button', { name: tx('member', 'details.report') }).click();
      await page.getByRole('dialog').waitFor();
      await page.getByRole('dialog').locator('button[type="submit"]').click();
      await page.getByRole('dialog').locator('.Mui-error').first().waitFor();
      await check(page, 'details-report');
      await page
        .getByRole('dialog')
        .getByRole('button', { name: tx('member', 'details.cancel') })
        .click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await page.goto('/favorite');
      await page.locator('article').first().waitFor();
      await check(page, 'favourites');

      await page.getByRole('button', { name: tx('member', 'account.menu') }).click();
      await page.getByRole('menu').waitFor();
      await check(page, 'account-menu');
      await page.getByRole('menuitem', { name: tx('member', 'account.deleteAccount') }).click();
      await page.getByRole('dialog').waitFor();
      await check(page, 'delete-account');
      await page
        .getByRole('dialog')
        .getByRole('button', { name: tx('member', 'details.cancel') })
        .click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      for (const [path, screen] of [
        ['/updateProfile', 'update-profile'],
        ['/updatePhoto', 'update-photo'],
        ['/about', 'about'],
        ['/contact', 'contact'],
        ['/terms', 'terms'],
        ['/privacy_policy', 'privacy-policy'],
        ['/refund_policy', 'refund-policy'],
        ['/visits', 'visits'],
        ['/saved-searches', 'saved-searches'],
        ['/saved-searches?save=1&age=23-27&verifiedOnly=1', 'save-search'],
      ] as const) {
        await page.goto(path);
        await heading(page);
        if (path === '/updateProfile') await page.locator('main form').waitFor();
        await check(page, screen);
      }
      await page.goto('/updatePhoto');
      await heading(page);
      await submit(page);
      await fieldError(page);
      await check(page, 'update-photo-errors');

      await page.goto('/change');
      await heading(page);
      await submit(page);
      await fieldError(page);
      await check(page, 'change-password-errors');
      await page.context().close();
    });

    it('has the screens of a member not yet approved, or not yet onboarded, in the language', async () => {
      const page = await pageIn({ token: pending.token });
      await page.goto('/home');
      await appShown(page);
      await page.getByRole('status').first().waitFor();
      await check(page, 'home-pending');

      // A profile whose contact details are withheld from this viewer says why, not "not given".
      const listing = await e2e.api('/user/getProfile', { page: 1 }, viewer.token);
      const { email: _e, mobileNumber: _m, ...other } = listing.data.userData[0];
      const family = { ...other.userDetails.familyDetails };
      for (const key of ['motherMobileNumber', 'fatherMobileNumber', 'brotherMobileNumber', 'sisterMobileNumber']) delete family[key];
      const withheld = { ...other, userDetails: { ...other.userDetails, familyDetails: family }, hidden: { contact: 'PENDING_APPROVAL' } };
      await page.evaluate((record) => localStorage.setItem('fevorite', JSON.stringify([record])), withheld);
      e2e.allowBrowserErrors(
        /\/api\/user\/profiles\/[\w-]+: Failed to load resource: the server responded with a status of 403/,
        'a member not yet approved may not read a profile afresh: the page keeps the saved card',
      );
      await page.goto('/favorite');
      await page.locator('article').first().getByRole('link').click();
      await heading(page);
      await check(page, 'details-contact-withheld');
      await page.context().close();

      const onboarding = await pageIn({ token: fresh.token });
      await onboarding.goto('/userdetails');
      await heading(onboarding);
      await check(onboarding, 'profile-form');
      await submit(onboarding);
      await fieldError(onboarding);
      await check(onboarding, 'profile-form-errors');
      await onboarding.context().close();

      const upload = await pageIn({ token: withoutPhoto.token });
      await upload.goto('/photoUpload');
      await heading(upload);
      await submit(upload);
      await fieldError(upload);
      await check(upload, 'photo-upload-errors');
      await upload.context().close();
    });

    it('has the screens of law and moderation in the language: consent, safety notice, standing, document, complaints, my data', async () => {
      e2e.allowBrowserErrors(
        /\/api\/user\/getProfile: Failed to load resource: the server responded with a status of 403/,
        'a suspended member asks for the listing and is refused',
      );
      const consent = await pageIn({ token: unconsented.token });
      await consent.goto('/home');
      await appShown(consent);
      await heading(consent);
      await check(consent, 'consent');
      await consent.locator('main form button[type="submit"]').click();
      await fieldError(consent);
      await check(consent, 'consent-errors');
      await consent.context().close();

      const first = await pageIn({ token: firstSignIn.token });
      await first.goto('/home');
      await first.getByRole('dialog').waitFor();
      await check(first, 'safety-notice');
      await first.context().close();

      for (const [member, screen, text] of [
        [rejected, 'home-rejected', 'standing.rejectedTitle'],
        [suspended, 'home-suspended', 'standing.suspendedTitle'],
        [photoChanged, 'home-photo-under-review', 'standing.photoUnderReview'],
      ] as const) {
        const page = await pageIn({ token: member.token });
        await page.goto('/home');
        await page.getByText(tx('standing', text)).first().waitFor();
        await check(page, screen);
        await page.context().close();
      }

      const page = await pageIn({ token: viewer.token });
      await page.goto('/updateDocument');
      await heading(page);
      await check(page, 'update-document');
      await submit(page);
      await fieldError(page);
      await check(page, 'update-document-errors');

      await page.goto('/grievance');
      await heading(page);
      await check(page, 'grievance');
      await submit(page);
      await fieldError(page);
      await check(page, 'grievance-errors');

      await page.goto('/my-data');
      await heading(page);
      await page.locator('main li').first().waitFor();
      // The member was registered through the API by the test's own client: its user agent ('node')
      // is no browser the page can name, so the page shows it as it was sent.
      walk.allow(['node']);
      await check(page, 'my-data');

      for (const [path, screen] of [
        ['/safety', 'safety'],
        ['/grievance_policy', 'grievance-policy'],
      ] as const) {
        await page.goto(path);
        await heading(page);
        await check(page, screen);
      }
      await page.context().close();
    });

    it('has the admin’s screens in the language: login, dashboard, lists, a user’s profile, not found', async () => {
      e2e.allowBrowserErrors(
        /\/api\/admin\/login: Failed to load resource: the server responded with a status of 401/,
        'the walk shows the refusal of a wrong password',
      );
      const page = await pageIn();
      await page.goto('/admin');
      await page.locator('#admin-mobile').waitFor();
      await check(page, 'admin-login');
      await page.locator('#admin-mobile').fill(ADMIN.mobile);
      await page.locator('#admin-password').fill('Wrong#Password1');
      await page.locator('form button[type="submit"]').click();
      await toast(page);
      await check(page, 'admin-login-refused');

      await page.locator('#admin-password').fill(ADMIN.password);
      await page.locator('form button[type="submit"]').click();
      // The second step (its screens' languages are checked by the verification journey).
      const server = new URL(page.url()).origin;
      await page.locator('#second-step-authenticator').waitFor();
      if (hasAuthenticator(server, ADMIN.mobile)) {
        await page.locator('#second-step-authenticator').fill(await codeFromAuthenticator(server, ADMIN.mobile));
        await page.getByRole('button', { name: tx('two-step', 'code.submit'), exact: true }).click();
      } else {
        addToAuthenticator(server, ADMIN.mobile, await page.getByTestId('totp-secret').innerText());
        await page.locator('#second-step-authenticator').fill(await codeFromAuthenticator(server, ADMIN.mobile));
        await page.getByRole('button', { name: tx('two-step', 'enrol.confirm') }).click();
        await page.getByRole('checkbox', { name: tx('two-step', 'recovery.saved') }).check();
        await page.getByRole('button', { name: tx('two-step', 'recovery.continue') }).click();
      }
      await page.waitForURL('**/admin/home');
      await page.getByRole('region').first().waitFor();
      await check(page, 'admin-dashboard');
      await page.getByRole('button', { name: tx('admin', 'nav.open') }).click();
      await page.getByRole('navigation', { name: tx('admin', 'nav.menu') }).waitFor();
      await check(page, 'admin-menu');
      await page.keyboard.press('Escape');

      await page.goto('/admin/userList');
      await page.locator('main li, main tbody tr').first().waitFor();
      await check(page, 'admin-user-list');

      await page.goto('/admin/pendingUsers');
      await page.locator('main li, main tbody tr').first().waitFor();
      await check(page, 'admin-pending-list');
      await page
        .getByRole('button', { name: new RegExp(tx('admin', 'users.actionsFor').replace('{{name}}', '')) })
        .first()
        .click();
      await page.getByRole('menu').waitFor();
      await check(page, 'admin-row-menu');
      await page.getByRole('menuitem', { name: tx('admin', 'users.viewProfile') }).click();
      await page.waitForURL('**/admin/userInfo');
      await page.getByRole('table').waitFor();
      await check(page, 'admin-user-info');
      await page.getByRole('button', { name: tx('admin', 'userInfo.reject') }).click();
      await page.getByRole('dialog').waitFor();
      await check(page, 'admin-reject-dialog');
      await page
        .getByRole('dialog')
        .getByRole('button', { name: tx('admin', 'common.cancel') })
        .click();

      // Moderation and law: the reports, the photos waiting, the activity log, the complaints.
      for (const [path, screen] of [
        ['/admin/reports', 'admin-reports'],
        ['/admin/pendingUsers?tab=photos', 'admin-photo-review'],
        ['/admin/activity', 'admin-activity'],
        ['/admin/grievances', 'admin-grievances'],
      ] as const) {
        await page.goto(path);
        await page.locator('main li, main tbody tr, main article').first().waitFor();
        await check(page, screen);
      }

      await page.goto('/admin/no-such-screen');
      await page.getByRole('main').waitFor();
      await check(page, 'admin-not-found');
      await page.context().close();
    });

    it('found no Latin-script word that is not member data, a brand, a unit or a format', () => {
      expect(walk.found, `Latin-script words on ${language} screens:\n${walk.found.join('\n')}`).toEqual([]);
    });
  });
}
