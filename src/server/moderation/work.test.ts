import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPhotoAndDocument,
  approve,
  approvedMember,
  registerMember,
  signInAdmin,
  upload,
  userDetails,
} from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { reports, users } from '../db/schema.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const work = async () => {
  const res = await t.call('/admin/work', { token: admin });
  expect(res.status).toBe(200);
  return res.json.data;
};

describe('GET /admin/work', () => {
  it('starts with nothing waiting', async () => {
    expect(await work()).toEqual({ pendingProfiles: 0, photoChanges: 0, reportedProfiles: 0, openReports: 0, oldestWaitingSince: null });
  });

  it('counts pending profiles (not bare registrations), photo changes and reported profiles, with the oldest waiting', async () => {
    await registerMember(t);
    const pending = await registerMember(t, { details: userDetails() });
    const longAgo = new Date('2024-01-02T03:04:05.000Z');
    await t.db.update(users).set({ createdAt: longAgo }).where(eq(users.id, pending.id));
    expect(await work()).toMatchObject({ pendingProfiles: 1, oldestWaitingSince: longAgo.toISOString() });

    const swapper = await registerMember(t, { details: userDetails() });
    await addPhotoAndDocument(t, swapper);
    await approve(t, swapper.id);
    const fresh = (await upload(t, swapper, 'profilePhoto')).url;
    await t.call('/user/updateUser', { token: swapper.token, body: { photoDetails: { profilePhoto: fresh } } });

    // Approved men: she is in their listing, so they may report her.
    const reporters = [await approvedMember(t, userDetails({ gender: 'Male' })), await approvedMember(t, userDetails({ gender: 'Male' }))];
    for (const reporter of reporters) {
      const filed = await t.call('/report/create', {
        token: reporter.token,
        body: { description: 'x', reportedUserId: swapper.id, reason: 'OTHER' },
      });
      expect(filed.status).toBe(200);
    }
    const older = new Date('2023-06-01T00:00:00.000Z');
    await t.db.update(reports).set({ createdAt: older }).where(eq(reports.reportingUserId, reporters[0]!.id));
    expect(await work()).toEqual({
      pendingProfiles: 1,
      photoChanges: 1,
      reportedProfiles: 1,
      openReports: 2,
      oldestWaitingSince: older.toISOString(),
    });

    await t.call('/admin/user/update', { token: admin, body: { mobileNumber: pending.mobileNumber, status: 'ACTIVE' } });
    await t.call('/admin/user/photo', { token: admin, body: { userId: swapper.id, decision: 'APPROVE' } });
    await t.call('/admin/reports/dismiss', { token: admin, body: { userId: swapper.id, note: 'Fine' } });
    expect(await work()).toEqual({ pendingProfiles: 0, photoChanges: 0, reportedProfiles: 0, openReports: 0, oldestWaitingSince: null });
  });

  it('is for administrators only', async () => {
    const member = await registerMember(t);
    expect((await t.call('/admin/work', { token: member.token })).status).toBe(401);
  });
});
