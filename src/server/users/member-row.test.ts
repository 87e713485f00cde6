import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPhotoAndDocument, approve, approvedMember, registerMember, upload, userDetails } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { listUsers } from '../admin/repository.js';
import { tracesBetween } from '../blocks/repository.js';
import { decideDocument, listPhotoChanges } from '../moderation/repository.js';
import {
  findPasswordHash,
  findSignInAccount,
  findUserByEmail,
  findUserById,
  findUserByMobile,
  findUserForUpdate,
  findUsersByIds,
  findUserVersioned,
  updateUser,
} from './repository.js';
import { requireUser } from './require-user.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Whether a read answered a member's row (or rows) without the password's hash in it, anywhere. */
function expectNoHash(read: unknown) {
  expect(read).toBeTruthy();
  if (Array.isArray(read)) expect(read.length).toBeGreaterThan(0);
  const text = JSON.stringify(read);
  expect(text).not.toMatch(/argon2|passwordHash|password_hash/);
}

describe("a member's row, as every read answers it", () => {
  it('never holds the password’s hash, whichever read answered it', async () => {
    const member = await registerMember(t, { details: userDetails({ firstName: 'Rowena' }) });
    const other = await approvedMember(t, userDetails({ firstName: 'Otherrow', gender: 'Male' }));
    await addPhotoAndDocument(t, member);
    await approve(t, member.id);
    // A new photo from an approved member waits for review: the office's queue reads her row.
    const fresh = await upload(t, member, 'profilePhoto');
    expect((await t.call('/user/updateUser', { token: member.token, body: { photoDetails: { profilePhoto: fresh.url } } })).status).toBe(
      200,
    );
    const reads: [string, () => Promise<unknown>][] = [
      ['by id', () => findUserById(t.db, member.id)],
      ['required', () => requireUser(t.db, member.id)],
      ['by number', () => findUserByMobile(t.db, member.mobileNumber)],
      ['by email', () => findUserByEmail(t.db, member.email)],
      ['by ids', () => findUsersByIds(t.db, [member.id, other.id])],
      ['with its version', () => findUserVersioned(t.db, member.id)],
      ['held in a transaction', () => t.db.transaction((tx) => findUserForUpdate(tx, member.id, other.id))],
      ['as written', () => updateUser(t.db, member.id, { language: 'mr' })],
      ['in the office’s list', () => listUsers(t.db, { offset: 0, limit: 50 })],
      ['among photos to review', () => listPhotoChanges(t.db, 0, 50)],
      ['as its document is decided', () => decideDocument(t.db, member.id, 'VERIFIED', other.id)],
      ['beside what joins two members', () => tracesBetween(t.db, other.id, member.id)],
    ];
    for (const [what, read] of reads) {
      const answer = await read();
      try {
        expectNoHash(answer);
      } catch (error) {
        throw new Error(`read ${what}: ${(error as Error).message}`);
      }
    }
    // Each of these read the member themselves, not nothing.
    expect((await listPhotoChanges(t.db, 0, 50)).map((row) => row.id)).toContain(member.id);
    expect((await findUserVersioned(t.db, member.id))?.row.id).toBe(member.id);
  });

  it('is read with its hash only by the password’s own checks', async () => {
    const member = await registerMember(t, { details: userDetails({ firstName: 'Hashed' }) });
    const account = await findSignInAccount(t.db, member.mobileNumber);
    expect(account).toMatchObject({ id: member.id, email: member.email, passwordHash: expect.stringMatching(/^\$argon2id\$/) });
    expect(await findPasswordHash(t.db, member.id)).toBe(account?.passwordHash);
    expect(await findSignInAccount(t.db, '9999999990')).toBeUndefined();
    expect(await findPasswordHash(t.db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(await findPasswordHash(t.db, 'not-an-id')).toBeUndefined();
  });

  it('still proves the current password where a call asks for it', async () => {
    const member = await registerMember(t, { details: userDetails({ firstName: 'Proven' }) });
    const wrong = await t.call('/user/changePassword', {
      token: member.token,
      body: { oldPassword: `${member.password}x`, newPassword: 'Another#Pass2026' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.data.code).toBe('WRONG_PASSWORD');
    const right = await t.call('/user/changePassword', {
      token: member.token,
      body: { oldPassword: member.password, newPassword: 'Another#Pass2026' },
    });
    expect(right.status).toBe(200);
    const signIn = await t.call('/user/login', { body: { mobileNumber: member.mobileNumber, password: 'Another#Pass2026' } });
    expect(signIn.status).toBe(200);
    const info = await t.call('/user/info', { token: member.token });
    expect(JSON.stringify(info.json)).not.toMatch(/argon2|passwordHash|password_hash/);
  });
});
