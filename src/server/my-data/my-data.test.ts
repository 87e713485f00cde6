import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approve, approvedMember, registerMember, userDetails, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { favourites, interests, reports, users } from '../db/schema.js';

let t: TestApp;
let asha: Member;
let zorawar: Member;
let ashaPhoto: string;
let ashaDocument: string;
let zorawarPhoto: string;

async function upload(member: Member, type: 'profilePhoto' | 'document', colour: number): Promise<string> {
  const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: { r: colour, g: 40, b: 90 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('type', type);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'file.png');
  const encoded = new Response(form);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { 'content-type': encoded.headers.get('content-type')!, authorization: `Bearer ${member.token}` },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(res.statusCode).toBe(200);
  return res.json().response_data.url as string;
}

const download = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/myData', headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The member's download, unzipped: each JSON file read, and all of them as one text. */
async function downloaded(member: Member) {
  const res = await download(member.token);
  expect(res.statusCode).toBe(200);
  const files = unzipSync(new Uint8Array(res.rawPayload));
  const names = Object.keys(files).filter((name) => name.endsWith('.json'));
  const text = names.map((name) => new TextDecoder().decode(files[name])).join('\n');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read field by field
  const json = (name: string): any => JSON.parse(new TextDecoder().decode(files[name]));
  return { json, text };
}

beforeAll(async () => {
  t = await createTestApp();
  asha = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'Asha', lastName: 'Bhosale' }) });
  zorawar = await registerMember(t, {
    details: userDetails({ gender: 'Male', firstName: 'Zorawar', lastName: 'Gaikwad', city: 'Kolhapur' }),
  });
  await approve(t, asha.id, zorawar.id);
  ashaPhoto = await upload(asha, 'profilePhoto', 10);
  ashaDocument = await upload(asha, 'document', 60);
  await t.call('/user/updateUser', { token: asha.token, body: { photoDetails: { profilePhoto: ashaPhoto, adharCard: ashaDocument } } });
  zorawarPhoto = await upload(zorawar, 'profilePhoto', 200);
  await t.call('/user/updateUser', { token: zorawar.token, body: { photoDetails: { profilePhoto: zorawarPhoto } } });

  // What Asha did, and what was done to her: only her side may leave in her download.
  await t.call('/report/create', {
    token: asha.token,
    body: { description: 'Asked my father for money', reportedUserId: zorawar.id, reportingUserId: '1' },
  });
  await t.call('/report/create', {
    token: zorawar.token,
    body: { description: 'Zorawar reports Asha', reportedUserId: asha.id, reportingUserId: '1' },
  });
  await t.db.insert(favourites).values({ userId: asha.id, profileId: zorawar.id });
  await t.db.insert(favourites).values({ userId: zorawar.id, profileId: asha.id });
  // A second apart: the download lists interests oldest first, and two made in one millisecond
  // would stand in the order of their ids.
  const sent = new Date(Date.now() - 1000);
  await t.db
    .insert(interests)
    .values({ senderId: asha.id, receiverId: zorawar.id, status: 'ACCEPTED', createdAt: sent, respondedAt: new Date() });
  await t.db.insert(interests).values({ senderId: zorawar.id, receiverId: asha.id });
  await t.call('/grievance', {
    token: asha.token,
    body: { category: 'FRAUD', description: 'A profile asked for money.', email: asha.email },
  });
  await t.call('/user/login', {
    body: { mobileNumber: asha.mobileNumber, password: asha.password },
    ip: '203.0.113.50',
    headers: { 'user-agent': 'AshaPhone/1.0' },
  });
  await t.call('/user/login', { body: { mobileNumber: zorawar.mobileNumber, password: zorawar.password }, ip: '198.51.100.99' });
  await t.call('/user/savedSearches', {
    token: asha.token,
    body: { name: 'Satara grooms', filters: { age: '27-31' }, frequency: 'weekly' },
  });
});
afterAll(() => t.close());

describe('GET /user/myData', () => {
  it('needs a signed-in member', async () => {
    expect((await download()).statusCode).toBe(401);
  });

  it('is a real zip of everything held about the member, and nothing of other members', async () => {
    const res = await download(asha.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mali-vivah-my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const text = (name: string) => new TextDecoder().decode(files[name]);
    const json = (name: string) => JSON.parse(text(name));
    const photoKey = ashaPhoto.replace('/api/files/', '');
    const documentKey = ashaDocument.replace('/api/files/', '');
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'profile.json',
        photoKey,
        documentKey,
        'interests.json',
        'favourites.json',
        'reports-filed.json',
        'grievances.json',
        'consents.json',
        'sign-ins.json',
        'sessions.json',
        'payments.json',
        'biodata-links.json',
        'visits.json',
        'saved-searches.json',
      ].sort(),
    );

    // The photo and the document, byte for byte as served to her (others get the marked copy).
    const photo = await t.app.inject({ method: 'GET', url: ashaPhoto, headers: { authorization: `Bearer ${asha.token}` } });
    expect(Buffer.from(files[photoKey]!).equals(photo.rawPayload)).toBe(true);

    const profile = json('profile.json');
    expect(profile).toMatchObject({ id: asha.id, email: asha.email, mobileNumber: asha.mobileNumber, status: 'ACTIVE' });
    expect(profile.userDetails.personalDetails.fullName).toBe('Asha Ramesh Bhosale');
    expect(profile.account).toMatchObject({ standing: { consent: { required: false } }, settings: { paused: false }, language: 'en' });
    expect(JSON.stringify(profile)).not.toContain('passwordHash');

    expect(json('interests.json')).toEqual([
      expect.objectContaining({ direction: 'SENT', profile: 'profile-1', status: 'ACCEPTED' }),
      expect.objectContaining({ direction: 'RECEIVED', profile: 'profile-1', status: 'PENDING' }),
    ]);
    expect(json('favourites.json')).toEqual([expect.objectContaining({ profile: 'profile-1' })]);
    expect(json('reports-filed.json')).toEqual([
      { profile: 'profile-1', reason: null, description: 'Asked my father for money', createdAt: expect.any(String) },
    ]);
    expect(json('grievances.json')).toEqual([expect.objectContaining({ category: 'FRAUD', description: 'A profile asked for money.' })]);
    expect(json('consents.json')).toEqual([
      expect.objectContaining({ policyVersion: t.config.POLICY_VERSION, marriagePurpose: true, termsAccepted: true }),
    ]);
    expect(json('sign-ins.json').map((row: { kind: string }) => row.kind)).toEqual(['REGISTER', 'SIGN_IN']);
    expect(json('sign-ins.json')[1]).toMatchObject({ address: '203.0.113.50', userAgent: 'AshaPhone/1.0' });
    const sessions = json('sessions.json') as { current: boolean }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(json('saved-searches.json')).toEqual([
      expect.objectContaining({ name: 'Satara grooms', filters: { age: '27-31' }, frequency: 'weekly', lastMailedAt: null }),
    ]);
    expect(text('README.txt')).toContain('profile.json');
    expect(text('README.txt')).toContain('saved-searches.json');

    // Nothing of Zorawar: not his id, name, contacts, photo, sign-ins, nor his report about Asha.
    const everything = Object.entries(files)
      .filter(([name]) => !name.startsWith('photos/') && !name.startsWith('documents/'))
      .map(([, bytes]) => new TextDecoder().decode(bytes))
      .join('\n');
    const zorawarPhotoKey = zorawarPhoto.replace('/api/files/', '');
    for (const value of [
      zorawar.id,
      zorawar.email,
      zorawar.mobileNumber,
      'Zorawar',
      'Gaikwad',
      'Kolhapur',
      zorawarPhotoKey,
      '198.51.100.99',
    ]) {
      expect(everything).not.toContain(value);
    }
    const zorawarPhotoBytes = (await t.app.inject({ method: 'GET', url: zorawarPhoto })).rawPayload;
    expect(Object.values(files).some((bytes) => Buffer.from(bytes).equals(zorawarPhotoBytes))).toBe(false);
  });

  it('is written in the member’s language', async () => {
    await t.db.update(users).set({ language: 'mr' }).where(eq(users.id, zorawar.id));
    const files = unzipSync(new Uint8Array((await download(zorawar.token)).rawPayload));
    expect(new TextDecoder().decode(files['README.txt'])).toContain('माळी विवाहकडे असलेली तुमची माहिती');
  });
});

describe('the download tells no more than the app', () => {
  const withoutProfile = ({ profile: _profile, ...item }: { profile: unknown }) => item;
  const tab = async (member: Member, name: string) =>
    (await t.call(`/user/interests?tab=${name}`, { token: member.token })).json.data.items as { id: string; profile: unknown }[];

  it('lists interests as /user/interests does: a declined one stays PENDING to its sender, with no answer time', async () => {
    const kiran = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Kiran' }));
    const meera = await approvedMember(t, userDetails({ gender: 'Female', firstName: 'Meera' }));
    const sent = await t.call('/user/interests', { token: kiran.token, body: { userId: meera.id } });
    const declined = await t.call(`/user/interests/${sent.json.data.interest.id}/decline`, { token: meera.token, body: {} });
    expect(declined.status).toBe(200);
    const [row] = await t.db.select().from(interests).where(eq(interests.id, sent.json.data.interest.id));
    expect(row!.status).toBe('DECLINED');

    const senderSide = await downloaded(kiran);
    const senderApp = await tab(kiran, 'sent');
    expect(senderApp).toHaveLength(1);
    expect(senderSide.json('interests.json').map(withoutProfile)).toEqual(senderApp.map(withoutProfile));
    expect(senderSide.json('interests.json')).toEqual([
      expect.objectContaining({ status: 'PENDING', respondedAt: null, profile: 'profile-1' }),
    ]);
    expect(senderSide.text).not.toContain('DECLINED');
    expect(senderSide.text).not.toContain(row!.respondedAt!.toISOString());

    const receiverSide = await downloaded(meera);
    const receiverApp = await tab(meera, 'received');
    expect(receiverSide.json('interests.json').map(withoutProfile)).toEqual(receiverApp.map(withoutProfile));
    expect(receiverSide.json('interests.json')).toEqual([
      expect.objectContaining({ status: 'DECLINED', respondedAt: row!.respondedAt!.toISOString() }),
    ]);
  });

  it('carries the account as /user/info and /user/settings tell it: no hold by reports, no moderation internals', async () => {
    const member = await approvedMember(t, userDetails({ gender: 'Female', firstName: 'Hema' }));
    const heldAt = new Date('2030-01-02T03:04:05.678Z');
    const decidedAt = new Date('2030-02-03T04:05:06.789Z');
    await t.db
      .update(users)
      .set({ reportHiddenAt: heldAt, documentDecidedAt: decidedAt, renewalRemindedFor: decidedAt })
      .where(eq(users.id, member.id));
    const { json, text } = await downloaded(member);
    const info = (await t.call('/user/info', { token: member.token })).json.data;
    const settings = (await t.call('/user/settings', { token: member.token })).json.data;
    const { account, ...record } = json('profile.json');
    const { standing, ...shown } = info;
    expect(account).toEqual({ standing, settings, language: 'en' });
    expect(record).toEqual(shown);
    for (const hidden of ['reportHidden', heldAt.toISOString(), decidedAt.toISOString(), 'documentDecided', 'renewalReminded']) {
      expect(text).not.toContain(hidden);
    }
  });

  it('lists favourites as /user/favourites does, and reports by what the member wrote, whatever became of them', async () => {
    const viewer = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Omkar' }));
    const [shown, paused, reported] = [
      await approvedMember(t, userDetails({ gender: 'Female', firstName: 'Shalini' })),
      await approvedMember(t, userDetails({ gender: 'Female', firstName: 'Pournima' })),
      await approvedMember(t, userDetails({ gender: 'Female', firstName: 'Rupali' })),
    ];
    for (const who of [shown, paused]) await t.call('/user/favourites', { token: viewer.token, body: { userId: who.id } });
    await t.call('/user/settings/pause', { token: paused.token, body: { paused: true } });
    const report = await t.call('/report/create', {
      token: viewer.token,
      body: { description: 'Asked for money', reportedUserId: reported.id, reason: 'ASKS_FOR_MONEY' },
    });
    expect(report.status).toBe(200);

    const before = await downloaded(viewer);
    const app = (await t.call('/user/favourites', { token: viewer.token })).json.data.userData;
    expect(app).toHaveLength(1);
    expect(before.json('favourites.json')).toEqual([{ profile: 'profile-1', createdAt: expect.any(String) }]);
    expect(before.json('reports-filed.json')).toEqual([
      { profile: 'profile-2', reason: 'ASKS_FOR_MONEY', description: 'Asked for money', createdAt: expect.any(String) },
    ]);

    // Her account goes, which resolves the report: the download still tells only what he wrote.
    expect((await t.call('/user/deleteUserProfile', { token: reported.token, body: {} })).status).toBe(200);
    const [row] = await t.db.select().from(reports).where(eq(reports.id, report.json.data.id));
    expect(row).toMatchObject({ status: 'RESOLVED', reportedUserId: null });
    const after = await downloaded(viewer);
    expect(after.json('reports-filed.json')).toEqual(before.json('reports-filed.json'));
    expect(after.text).not.toContain('RESOLVED');
  });
});
