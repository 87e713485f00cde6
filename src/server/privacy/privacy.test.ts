import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approve,
  approvedMember,
  fetchFile,
  registerMember,
  savePhoto,
  signInAdmin,
  userDetails,
  type Member,
} from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { uploads, users } from '../db/schema.js';
import { runSweep } from '../sweep/sweep.js';

/**
 * Who sees a member's contact details and photo, through every answer that carries another
 * member's record: the listing, the details call, interests, favourites and notifications.
 */
let t: TestApp;
let adminToken: string;
let rahul: Member;
let sachin: Member;
const women: Record<'asha' | 'bina' | 'chitra' | 'deepa', Member & { secrets: string[] }> = {} as never;

/**
 * Every contact value of a woman, each one unique in this test, so any leak is found in raw JSON.
 * A `photo` is saved before approval, so it is on the profile at once (an approved member's waits for review).
 */
async function woman(name: string, n: number, photo = false) {
  const secrets = {
    mother: `98230000${n}1`,
    father: `98230000${n}2`,
    brother: `98230000${n}3`,
    address: `${n} ${name} Lane, Shaniwar Peth`,
    tempAddress: `Flat ${n}0, ${name} Residency`,
    pincode: `41100${n}`,
  };
  const member = await registerMember(t, {
    details: userDetails(
      { gender: 'Female', firstName: name },
      {
        familyDetails: {
          motherMobileNumber: secrets.mother,
          fatherMobileNumber: secrets.father,
          brotherName: 'Ravi',
          brotherMobileNumber: secrets.brother,
        },
        addressDetails: { address: secrets.address, tempAddress: secrets.tempAddress, pincode: secrets.pincode, district: 'Pune' },
      },
    ),
  });
  if (photo) await savePhoto(t, member, await checkerboard());
  await approve(t, member.id);
  return { ...member, secrets: [member.mobileNumber, member.email, ...Object.values(secrets)] };
}

/** A photo with sharp detail everywhere: a blurred copy of it is flat. */
async function checkerboard(): Promise<Buffer> {
  const side = 320;
  const pixels = Buffer.alloc(side * side * 3);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1)
      pixels.fill((Math.floor(x / 16) + Math.floor(y / 16)) % 2 ? 255 : 0, (y * side + x) * 3, (y * side + x) * 3 + 3);
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
}

const leaked = (answer: unknown, who: { secrets: string[] }) => who.secrets.filter((secret) => JSON.stringify(answer).includes(secret));
const listing = async (viewer: Member) => {
  const res = await t.call('/user/getProfile', { token: viewer.token, body: { page: 1 } });
  expect(res.status).toBe(200);
  return res.json;
};
// Records are checked field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const recordIn = (answer: { data: { userData: any[] } }, id: string) => answer.data.userData.find((user) => user.id === id);
const details = (viewer: Member, id: string) => t.call(`/user/profiles/${id}`, { token: viewer.token });
const send = (from: Member, to: Member) => t.call('/user/interests', { token: from.token, body: { userId: to.id } });
const act = (who: Member, id: string, action: string) => t.call(`/user/interests/${id}/${action}`, { token: who.token, body: {} });
const fileId = (url: string) => /([0-9a-f]{32})/.exec(url)![1]!;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signInAdmin(t);
  rahul = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Rahul' }));
  sachin = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Sachin' }));
  women.asha = await woman('Asha', 1, true);
  women.bina = await woman('Bina', 2);
  women.chitra = await woman('Chitra', 3);
  women.deepa = await woman('Deepa', 4, true);
  await t.call('/user/settings/privacy', { token: women.bina.token, body: { contactVisibility: 'MEMBERS' } });
  await t.call('/user/settings/privacy', { token: women.chitra.token, body: { contactVisibility: 'NOBODY' } });
  await t.call('/user/settings/privacy', { token: women.deepa.token, body: { photoVisibility: 'INTEREST' } });
});
afterAll(() => t.close());

describe('contact details', () => {
  it('are withheld by default from every member without an accepted interest, city and district staying public', async () => {
    const answer = await listing(rahul);
    for (const who of [women.asha, women.deepa, women.chitra]) expect(leaked(answer, who)).toEqual([]);
    const asha = recordIn(answer, women.asha.id);
    expect(asha).toMatchObject({ hidden: { contact: 'INTEREST_REQUIRED' } });
    expect(asha).not.toHaveProperty('email');
    expect(asha).not.toHaveProperty('mobileNumber');
    const groups = asha.userDetails;
    expect(groups.addressDetails).toMatchObject({ city: 'Pune', district: 'Pune', taluka: 'Haveli', state: 'Maharashtra' });
    for (const field of ['address', 'tempAddress', 'pincode']) expect(groups.addressDetails).not.toHaveProperty(field);
    for (const field of ['motherMobileNumber', 'fatherMobileNumber', 'brotherMobileNumber'])
      expect(groups.familyDetails).not.toHaveProperty(field);
    // Names of the family stay: only their numbers are contact details.
    expect(groups.familyDetails).toMatchObject({ motherName: 'Shobha Phule', brotherName: 'Ravi' });

    const one = await details(rahul, women.asha.id);
    expect(one.status).toBe(200);
    expect(leaked(one.json, women.asha)).toEqual([]);
    expect(one.json.data.hidden).toEqual({ contact: 'INTEREST_REQUIRED' });
  });

  it('reach every approved member when the owner shares them with members, on her details page (lists carry none)', async () => {
    const answer = await listing(sachin);
    expect(leaked(answer, women.bina)).toEqual([]);
    expect(recordIn(answer, women.bina.id)).toMatchObject({ hidden: { contact: 'DETAILS_PAGE' } });
    const one = await details(sachin, women.bina.id);
    expect(one.json.data).not.toHaveProperty('hidden');
    expect(leaked(one.json, women.bina)).toEqual(women.bina.secrets);
  });

  it('open both ways with an accepted interest, in details and interests (not in lists of members), and to nobody else', async () => {
    const sent = await send(rahul, women.asha);
    expect(sent.status).toBe(200);
    const accepted = await act(women.asha, sent.json.data.interest.id, 'accept');
    expect(accepted.json.data.interest).toMatchObject({ status: 'ACCEPTED', direction: 'RECEIVED' });
    expect(await t.call('/user/favourites', { token: rahul.token, body: { userId: women.asha.id } })).toMatchObject({ status: 200 });

    const everywhere = [
      (await details(rahul, women.asha.id)).json,
      (await t.call('/user/interests?tab=accepted', { token: rahul.token })).json,
    ];
    for (const answer of everywhere) expect(leaked(answer, women.asha)).toEqual(women.asha.secrets);
    // Lists of members carry no contacts: the details page has them (and counts them).
    for (const list of [await listing(rahul), (await t.call('/user/favourites', { token: rahul.token })).json]) {
      expect(leaked(list, women.asha)).toEqual([]);
      expect(recordIn(list, women.asha.id)).toMatchObject({ hidden: { contact: 'DETAILS_PAGE' } });
    }
    expect((await details(rahul, women.asha.id)).json.data).toMatchObject({ interest: { status: 'ACCEPTED', direction: 'SENT' } });
    // Rahul shares with interests too (the default), so Asha now sees his number.
    const hers = await t.call('/user/interests?tab=accepted', { token: women.asha.token });
    expect(hers.json.data.items[0].profile).toMatchObject({ id: rahul.id, mobileNumber: rahul.mobileNumber });

    expect(leaked(await listing(sachin), women.asha)).toEqual([]);
    expect(leaked((await details(sachin, women.asha.id)).json, women.asha)).toEqual([]);
    // The bell names the member, and carries nothing of their contact details.
    const bell = await t.call('/user/notifications', { token: rahul.token });
    expect(bell.json.data.items[0]).toMatchObject({
      kind: 'INTEREST_ACCEPTED',
      data: { name: 'Asha Ramesh Phule', memberId: women.asha.id },
    });
    expect(leaked(bell.json, women.asha)).toEqual([]);
  });

  it('close again when the interest is withdrawn', async () => {
    const [interest] = (await t.call('/user/interests?tab=accepted', { token: rahul.token })).json.data.items;
    expect((await act(rahul, interest.id, 'withdraw')).status).toBe(200);
    expect(leaked(await listing(rahul), women.asha)).toEqual([]);
    expect(leaked((await t.call('/user/favourites', { token: rahul.token })).json, women.asha)).toEqual([]);
  });

  it('stay hidden from everyone, accepted interest or not, when the owner shares them with nobody', async () => {
    const sent = await send(rahul, women.chitra);
    await act(women.chitra, sent.json.data.interest.id, 'accept');
    const one = await details(rahul, women.chitra.id);
    expect(one.json.data).toMatchObject({ hidden: { contact: 'OWNER_HIDES' }, interest: { status: 'ACCEPTED' } });
    expect(leaked(one.json, women.chitra)).toEqual([]);
    expect(leaked(await listing(rahul), women.chitra)).toEqual([]);
    // She sees his: he shares with accepted interests.
    const hers = await details(women.chitra, rahul.id);
    expect(hers.json.data.mobileNumber).toBe(rahul.mobileNumber);
  });

  it('reach the owner and administrators whole', async () => {
    const own = await t.call('/user/info', { token: women.chitra.token });
    expect(leaked(own.json, women.chitra)).toEqual(women.chitra.secrets);
    const admin = await t.call('/admin/users', { token: adminToken, body: { page: 0 } });
    for (const who of Object.values(women)) expect(leaked(admin.json, who)).toEqual(who.secrets);
  });

  it('reach nobody whose own profile is not approved: no profile, no interests, no favourites', async () => {
    const pending = await registerMember(t, { details: userDetails({ gender: 'Male', firstName: 'Pending' }) });
    const one = await details(pending, women.bina.id);
    expect(one.status).toBe(403);
    expect(one.json.data.code).toBe('APPROVAL_REQUIRED');
    expect((await send(pending, women.bina)).json.data.code).toBe('APPROVAL_REQUIRED');
    expect((await t.call('/user/interests', { token: pending.token })).json.data).toMatchObject({ items: [], reason: 'PENDING_APPROVAL' });
    expect((await t.call('/user/favourites', { token: pending.token })).json.data).toMatchObject({
      userData: [],
      reason: 'PENDING_APPROVAL',
    });
    expect((await t.call('/user/favourites', { token: pending.token, body: { userId: women.bina.id } })).status).toBe(403);
  });

  it('are not reached through the details call for a profile the listing would not show', async () => {
    for (const id of [sachin.id, rahul.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await details(rahul, id);
      expect(res.status).toBe(404);
      expect(res.json.data.code).toBe('PROFILE_NOT_FOUND');
    }
  });
});

describe('a private photo', () => {
  let original: string;
  let thumbnail: string;

  beforeAll(async () => {
    const own = await t.call('/user/info', { token: women.deepa.token });
    original = own.json.data.photoDetails.profilePhoto.split('?')[0];
    thumbnail = own.json.data.photoDetails.thumbnail.split('?')[0];
  });

  it('reaches members without access only as a blurred copy, whose address says nothing of the photo', async () => {
    for (const answer of [
      await listing(rahul),
      (await details(rahul, women.deepa.id)).json,
      (await details(sachin, women.deepa.id)).json,
    ]) {
      expect(JSON.stringify(answer)).not.toContain(fileId(original));
    }
    const record = (await details(sachin, women.deepa.id)).json.data;
    expect(record.hidden).toEqual({ contact: 'INTEREST_REQUIRED', photo: 'INTEREST_REQUIRED' });
    expect(record.photoDetails.profilePhoto).toMatch(/^\/api\/files\/blurred\/[0-9a-f]{32}\.webp$/);
    expect(record.photoDetails.thumbnail).toBe(record.photoDetails.profilePhoto);

    const blurred = await fetchFile(t, record.photoDetails.profilePhoto);
    expect(blurred.status).toBe(200);
    expect(blurred.headers['content-type']).toBe('image/webp');
    const [flat, sharpPhoto] = await Promise.all([
      sharp(blurred.body).stats(),
      sharp(
        (await fetchFile(t, (await t.call('/user/info', { token: women.deepa.token })).json.data.photoDetails.profilePhoto)).body,
      ).stats(),
    ]);
    // The checkerboard is black and white squares; what is left of it is a grey wash.
    expect(sharpPhoto.channels[0]!.stdev).toBeGreaterThan(100);
    expect(flat.channels[0]!.stdev).toBeLessThan(20);
  });

  it('is refused at its own address to anyone without a link made for an entitled viewer', async () => {
    for (const url of [original, thumbnail]) {
      expect((await fetchFile(t, url)).status).toBe(404);
      expect((await fetchFile(t, `${url}?token=${rahul.token}`)).status).toBe(404);
      expect((await fetchFile(t, `${url}?access=forged.token`)).status).toBe(404);
    }
    // A photo whose owner shows it to every member still opens by its address.
    const asha = recordIn(await listing(rahul), women.asha.id);
    expect((await fetchFile(t, asha.photoDetails.profilePhoto)).status).toBe(200);
  });

  it('opens for its owner and administrators through links made for them, each for its own file only', async () => {
    const own = (await t.call('/user/info', { token: women.deepa.token })).json.data.photoDetails;
    expect(own.profilePhoto).toMatch(/\?access=/);
    expect((await fetchFile(t, own.profilePhoto)).status).toBe(200);
    expect((await fetchFile(t, own.thumbnail)).status).toBe(200);
    const access = own.profilePhoto.split('?')[1];
    expect((await fetchFile(t, `${thumbnail}?${access}`)).status).toBe(404);
    const admin = await t.call('/admin/users', { token: adminToken, body: { page: 0, fullName: 'Deepa' } });
    const link = admin.json.data.userData[0].photoDetails.profilePhoto;
    expect(link).toMatch(/\?access=/);
    const served = await fetchFile(t, link);
    expect(served.status).toBe(200);
    expect(served.headers['cache-control']).toBe('private, max-age=600');
  });

  it('opens for a member once an interest is accepted, and closes at once when it is withdrawn or a block comes', async () => {
    const sent = await send(sachin, women.deepa);
    await act(women.deepa, sent.json.data.interest.id, 'accept');
    const record = (await details(sachin, women.deepa.id)).json.data;
    expect(record.hidden).toBeUndefined();
    expect(record.photoDetails.profilePhoto.split('?')[0]).toBe(original);
    expect((await fetchFile(t, record.photoDetails.profilePhoto)).status).toBe(200);
    // Rahul has no interest with her: he still gets the blurred copy.
    expect((await details(rahul, women.deepa.id)).json.data.photoDetails.profilePhoto).toMatch(/blurred/);

    await act(sachin, sent.json.data.interest.id, 'withdraw');
    expect((await fetchFile(t, record.photoDetails.profilePhoto)).status).toBe(404);

    const again = await send(sachin, women.deepa);
    await act(women.deepa, again.json.data.interest.id, 'accept');
    const link = (await details(sachin, women.deepa.id)).json.data.photoDetails.thumbnail;
    expect((await fetchFile(t, link)).status).toBe(200);
    await t.call('/user/blocks', { token: women.deepa.token, body: { userId: sachin.id } });
    expect((await fetchFile(t, link)).status).toBe(404);
    await t.call('/user/blocks/remove', { token: women.deepa.token, body: { userId: sachin.id } });
    // Unblocking opens nothing by itself: the block ended the interest.
    expect((await fetchFile(t, link)).status).toBe(404);
  });

  it('reaches, in the listing, the one member with an accepted interest: the answer the others share keeps the blurred copy', async () => {
    const nitin = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Nitin' }));
    const shared = recordIn(await listing(rahul), women.deepa.id);
    expect(shared.photoDetails.profilePhoto).toMatch(/blurred/);
    // Nitin gets the answer Rahul got until an interest joins him to her.
    expect(recordIn(await listing(nitin), women.deepa.id)).toEqual(shared);
    const sent = await send(nitin, women.deepa);
    await act(women.deepa, sent.json.data.interest.id, 'accept');
    const his = recordIn(await listing(nitin), women.deepa.id);
    expect(his.photoDetails.profilePhoto.split('?')[0]).toBe(original);
    expect(his.interest).toMatchObject({ status: 'ACCEPTED' });
    expect((await fetchFile(t, his.photoDetails.profilePhoto)).status).toBe(200);
    const rahulAgain = await listing(rahul);
    expect(recordIn(rahulAgain, women.deepa.id)).toEqual(shared);
    expect(JSON.stringify(rahulAgain)).not.toContain(fileId(original));
    await act(nitin, sent.json.data.interest.id, 'withdraw');
    expect(recordIn(await listing(nitin), women.deepa.id)).toEqual(shared);
  });

  it('closes, with every call that shows other members, while the viewer has not accepted the policies in force', async () => {
    const vijay = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Vijay' }));
    const sent = await send(vijay, women.deepa);
    await act(women.deepa, sent.json.data.interest.id, 'accept');
    expect((await t.call('/user/favourites', { token: vijay.token, body: { userId: women.bina.id } })).status).toBe(200);
    const link = (await details(vijay, women.deepa.id)).json.data.photoDetails.profilePhoto;
    expect((await fetchFile(t, link)).status).toBe(200);

    // As after a new version of the policies: he accepted an earlier one.
    await t.db.update(users).set({ consentVersion: 'an-earlier-version' }).where(eq(users.id, vijay.id));
    expect((await fetchFile(t, link)).status).toBe(404);
    const one = await details(vijay, women.bina.id);
    expect(one.status).toBe(403);
    expect(one.json.data.code).toBe('APPROVAL_REQUIRED');
    expect((await send(vijay, women.asha)).json.data.code).toBe('APPROVAL_REQUIRED');
    expect((await t.call('/user/favourites', { token: vijay.token, body: { userId: women.asha.id } })).status).toBe(403);
    expect((await listing(vijay)).data).toMatchObject({ userData: [], reason: 'CONSENT_REQUIRED' });
    expect((await t.call('/user/interests?tab=accepted', { token: vijay.token })).json.data).toMatchObject({
      items: [],
      reason: 'CONSENT_REQUIRED',
    });
    expect((await t.call('/user/favourites', { token: vijay.token })).json.data).toEqual({ userData: [], reason: 'CONSENT_REQUIRED' });

    await t.db.update(users).set({ consentVersion: t.config.POLICY_VERSION }).where(eq(users.id, vijay.id));
    expect((await fetchFile(t, link)).status).toBe(200);
    expect((await t.call('/user/favourites', { token: vijay.token })).json.data.userData.map((u: { id: string }) => u.id)).toEqual([
      women.bina.id,
    ]);
  });

  it('gets its blurred copy before it turns private, when it was saved before copies were made', async () => {
    const old = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'Esha' }) });
    const photo = await savePhoto(t, old, await checkerboard());
    await approve(t, old.id);
    // As a photo from before: no blurred copy, on the upload or on the profile.
    await t.db.update(uploads).set({ blurKey: null }).where(eq(uploads.userId, old.id));
    await t.db
      .update(users)
      .set({ photoDetails: { profilePhoto: photo.profilePhoto, thumbnail: photo.thumbnail } })
      .where(eq(users.id, old.id));
    const chosen = await t.call('/user/settings/privacy', { token: old.token, body: { photoVisibility: 'INTEREST' } });
    expect(chosen.json.data.blurredPhoto).toMatch(/^\/api\/files\/blurred\//);
    const seen = (await details(rahul, old.id)).json.data.photoDetails;
    expect(seen).toEqual({ profilePhoto: chosen.json.data.blurredPhoto, thumbnail: chosen.json.data.blurredPhoto });
    expect((await fetchFile(t, seen.profilePhoto)).status).toBe(200);
  });

  it('shows nothing rather than the photo when it has no blurred copy yet, and the sweep makes one', async () => {
    const old = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'Farah' }) });
    const photo = await savePhoto(t, old, await checkerboard());
    await approve(t, old.id);
    await t.db.update(uploads).set({ blurKey: null }).where(eq(uploads.userId, old.id));
    await t.db
      .update(users)
      .set({ photoVisibility: 'INTEREST', photoDetails: { profilePhoto: photo.profilePhoto, thumbnail: photo.thumbnail } })
      .where(eq(users.id, old.id));
    const before = (await details(rahul, old.id)).json.data;
    expect(before.photoDetails).toEqual({});
    expect(JSON.stringify(before)).not.toContain(fileId(photo.profilePhoto!));
    const swept = await runSweep({ db: t.db, files: t.files, log: t.app.log, mailer: t.mailer, config: t.config });
    expect(swept).toMatchObject({ ran: true, removed: { 'photos without a blurred copy': expect.any(Number) } });
    const after = (await details(rahul, old.id)).json.data;
    expect(after.photoDetails.profilePhoto).toMatch(/^\/api\/files\/blurred\//);
  });
});
