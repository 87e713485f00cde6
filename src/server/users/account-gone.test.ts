import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesListingFor } from '../matches/service.js';
import { userDetails as profileSchema } from '../../contract/profile.js';
import { registerMember, userDetails } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import * as accounts from '../accounts/service.js';
import { removeUser } from '../admin/service.js';
import { makePayment } from '../payments/service.js';
import { viewerRules } from '../profiles/viewer-access.js';
import { presentToMember, sharedPresentationKey } from '../privacy/present-to-member.js';
import { listingFor } from '../profiles/service.js';
import { createReport } from '../reports/service.js';
import { storeUpload } from '../uploads/service.js';
import { requireUser } from './require-user.js';
import { notifyDeps } from '../notifications/notify.js';

/*
 * A session outliving its member cannot happen (deleting a member deletes the sessions), but a
 * call already past the session check can race the deletion. The services are called directly
 * with such a vanished member, since no HTTP call can hold the race open.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const gone = { statusCode: 401, code: 'ACCOUNT_GONE' };

describe("the caller's own account vanishing", () => {
  it("is a 401 ACCOUNT_GONE in every call about one's own account", async () => {
    const vanished = randomUUID();
    const files = t.files;
    const log = t.app.log;
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const attempts: [string, () => Promise<unknown>][] = [
      ['own record', () => requireUser(t.db, vanished)],
      ['profile', () => accounts.saveUserDetails({ ...notifyDeps(t, log), db: t.db }, vanished, profileSchema.parse(userDetails()))],
      ['photo details', () => accounts.savePhotoDetails(t.db, files, vanished, { profilePhoto: '/api/files/photos/x.jpg' }, log)],
      ['password', () => accounts.changePassword(t.db, { userId: vanished, sessionId: randomUUID() }, 'Old#Pass2026', 'New#Pass2026')],
      ['deletion', () => accounts.deleteOwnAccount(t.db, files, vanished, log)],
      [
        'listing',
        () =>
          listingFor(
            t.db,
            viewerRules(t.config),
            { presentToMember, sharedPresentationKey, revealing: presentToMember },
            vanished,
            { page: 1 },
            undefined,
            matchesListingFor,
          ),
      ],
      ['payment', () => makePayment({ ...notifyDeps(t, log), db: t.db, config: t.config }, vanished)],
      ['upload', () => storeUpload(t.db, files, vanished, 'profilePhoto', png, log)],
    ];
    for (const [what, attempt] of attempts) await expect(attempt(), what).rejects.toMatchObject(gone);
  });
});

describe('a member named by someone else not existing', () => {
  it('is a 404, for a well-formed id and a malformed one alike', async () => {
    const reporter = await registerMember(t);
    for (const id of [randomUUID(), 'not-an-id', '-'.repeat(36)]) {
      await expect(
        removeUser(notifyDeps(t, t.app.log), t.files, { adminId: randomUUID(), address: '127.0.0.1' }, { userId: id }),
      ).rejects.toMatchObject({
        statusCode: 404,
        code: 'USER_NOT_FOUND',
      });
      await expect(
        createReport(t.db, viewerRules(t.config), 3, { reporterId: reporter.id, reportedUserId: id, description: 'Fake profile' }),
      ).rejects.toMatchObject({
        statusCode: 404,
        code: 'PROFILE_NOT_FOUND',
      });
    }
  });
});
