import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIODATA_LINKS_MAX } from '../../contract/biodata.js';
import { approve, registerMember, savePhoto, userDetails, type Member } from '../../../tests/support/factories.js';
import { pdfWords } from '../../../tests/support/pdf-text.js';
import { photoLike } from '../../../tests/support/photo-like.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { biodataLinks } from '../db/schema.js';

let t: TestApp;
let owner: Member;
let viewer: Member;

const marathiProfile = userDetails(
  { gender: 'Female', firstName: 'स्नेहा', lastName: 'क्षीरसागर' },
  {
    personalDetails: { middleName: 'ज्ञानेश्वर' },
    basicDetails: { rashi: 'Vrishchika', nakshatra: 'Jyeshtha', charan: '2', manglik: 'no', diet: 'vegetarian' },
    familyDetails: { kuldaivat: 'खंडोबा, जेजुरी', devak: 'पंचपल्लव', maternalUncleVillage: 'सिन्नर', motherMobileNumber: '9822011111' },
    addressDetails: { address: 'फ्लॅट नं. ७, कर्वे नगर' },
  },
);

/** A GET as a browser makes it, the raw bytes kept (PDFs and photos are no JSON). */
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerMember(t, { details: marathiProfile });
  viewer = await registerMember(t, { details: userDetails({ gender: 'Male', firstName: 'Rahul' }) });
  // Before approval, so the photo is the approved one (an approved member's new photo waits for review).
  await savePhoto(t, owner, await photoLike(3, 1600, 2000));
  await approve(t, owner.id, viewer.id);
});
afterAll(() => t.close());

describe('the member’s own biodata', () => {
  it('reads as words in the language asked for, in the traditional sections, with the invocation chosen', async () => {
    const res = await t.call('/user/biodata?language=mr&invocation=ganesha', { token: owner.token });
    expect(res.status).toBe(200);
    const biodata = res.json.data;
    expect(biodata).toMatchObject({ language: 'mr', invocation: '॥ श्री गणेशाय नमः ॥', title: 'लग्नाचा बायोडाटा' });
    expect(biodata.name).toContain('स्नेहा');
    expect(biodata.sections.map((s: { id: string }) => s.id)).toEqual([
      'personal',
      'horoscope',
      'family',
      'education',
      'address',
      'contacts',
      'expectations',
    ]);
    const rows = Object.fromEntries(
      biodata.sections.flatMap((s: { rows: { key: string; label: string; value: string }[] }) => s.rows.map((r) => [r.key, r])),
    );
    expect(rows.rashi).toEqual({ key: 'rashi', label: 'राशी', value: 'वृश्चिक' });
    expect(rows.nadi.value).toBe('आद्य');
    expect(rows.kuldaivat.value).toBe('खंडोबा, जेजुरी');
    // Devak and gotra are community details: under family and community, not the horoscope.
    const family = biodata.sections.find((s: { id: string }) => s.id === 'family');
    expect(family.rows.map((r: { key: string }) => r.key)).toEqual(expect.arrayContaining(['devak', 'kuldaivat', 'maternalUncleVillage']));
    // The owner's own biodata carries everything they gave, contacts and address lines included.
    expect(rows.motherMobileNumber.value).toBe('9822011111');
    expect(rows.address.value).toBe('फ्लॅट नं. ७, कर्वे नगर');
    const english = await t.call('/user/biodata?language=en', { token: owner.token });
    expect(english.json.data.invocation).toBeUndefined();
    expect(english.json.data.title).toBe('Marriage biodata');
  });

  it('downloads as a one-page PDF under 300 KB with the photo, its Devanagari text as written', async () => {
    const res = await get('/api/user/biodata/pdf?language=mr&invocation=ganesha', owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(res.rawPayload.length).toBeLessThan(300 * 1024);
    const words = await pdfWords(res.rawPayload);
    for (const word of ['लग्नाचा बायोडाटा', 'क्षीरसागर', 'ज्येष्ठा', 'खंडोबा, जेजुरी', 'श्री गणेशाय नमः', '9822011111'])
      expect(words).toContain(word);
  });

  it('refuses a language or invocation it does not know, and asks for a profile first', async () => {
    expect((await t.call('/user/biodata?language=fr', { token: owner.token })).status).toBe(400);
    expect((await t.call('/user/biodata?invocation=zeus', { token: owner.token })).status).toBe(400);
    const fresh = await registerMember(t);
    const res = await t.call('/user/biodata', { token: fresh.token });
    expect(res.status).toBe(409);
    expect(res.json.data.code).toBe('PROFILE_REQUIRED');
    expect((await get('/api/user/biodata/pdf')).statusCode).toBe(401);
  });
});

describe('another member’s biodata', () => {
  it('follows the details page’s rules: no contacts or address lines before an accepted interest', async () => {
    const res = await get(`/api/user/profiles/${owner.id}/biodata/pdf?language=mr`, viewer.token);
    expect(res.statusCode).toBe(200);
    const words = await pdfWords(res.rawPayload);
    expect(words).toContain('क्षीरसागर');
    expect(words).toContain('वृश्चिक');
    expect(words).not.toContain('9822011111');
    expect(words).not.toContain(owner.mobileNumber);
    expect(words).not.toContain(owner.email);
    expect(words).not.toContain('कर्वे नगर');
  });

  it('is not found for a profile the viewer may not see', async () => {
    const hidden = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'Pending' }) });
    expect((await get(`/api/user/profiles/${hidden.id}/biodata/pdf`, viewer.token)).statusCode).toBe(404);
    expect((await get(`/api/user/profiles/not-an-id/biodata/pdf`, viewer.token)).statusCode).toBe(404);
  });
});

describe('another member’s biodata, under the details page’s rules', () => {
  const send = (from: Member, to: Member) => t.call('/user/interests', { token: from.token, body: { userId: to.id } });
  const accept = (who: Member, id: string) => t.call(`/user/interests/${id}/accept`, { token: who.token, body: {} });
  /** pdfkit writes each image as an XObject whose dictionary is plain text. */
  const hasImage = (pdf: Buffer) => pdf.includes('/Subtype /Image');
  const pdfOf = async (viewerOf: Member, of: Member) => {
    const res = await get(`/api/user/profiles/${of.id}/biodata/pdf?language=mr`, viewerOf.token);
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };
  const detailsOf = async (viewerOf: Member, of: Member) => (await t.call(`/user/profiles/${of.id}`, { token: viewerOf.token })).json.data;
  const contactsIn = async (pdf: Buffer, of: Member) => {
    const words = await pdfWords(pdf);
    return ['9822011111', of.mobileNumber, 'कर्वे नगर'].filter((contact) => words.includes(contact));
  };
  /** An approved bride with contacts, address lines and a photo, sharing as `privacy` says, and a groom to read her. */
  const pair = async (privacy?: Record<string, string>) => {
    const bride = await registerMember(t, { details: marathiProfile });
    await savePhoto(t, bride, await photoLike(5, 900, 1200));
    const groom = await registerMember(t, { details: userDetails({ gender: 'Male', firstName: 'Sachin' }) });
    await approve(t, bride.id, groom.id);
    if (privacy) expect((await t.call('/user/settings/privacy', { token: bride.token, body: privacy })).status).toBe(200);
    return { bride, groom };
  };
  const interestAccepted = async (groom: Member, bride: Member) => {
    const sent = await send(groom, bride);
    expect(sent.status).toBe(200);
    expect((await accept(bride, sent.json.data.interest.id)).status).toBe(200);
  };

  it('carries contacts and address lines once an interest is accepted, as the details page does', async () => {
    const { bride, groom } = await pair();
    expect(await contactsIn(await pdfOf(groom, bride), bride)).toEqual([]);
    await interestAccepted(groom, bride);
    expect((await detailsOf(groom, bride)).hidden?.contact).toBeUndefined();
    expect(await contactsIn(await pdfOf(groom, bride), bride)).toEqual(['9822011111', bride.mobileNumber, 'कर्वे नगर']);
  });

  it('carries them without an interest when the owner shares contacts with members', async () => {
    const { bride, groom } = await pair({ contactVisibility: 'MEMBERS' });
    expect((await detailsOf(groom, bride)).hidden?.contact).toBeUndefined();
    expect(await contactsIn(await pdfOf(groom, bride), bride)).toEqual(['9822011111', bride.mobileNumber, 'कर्वे नगर']);
  });

  it('never carries them when the owner shares contacts with nobody, accepted interest or not', async () => {
    const { bride, groom } = await pair({ contactVisibility: 'NOBODY' });
    await interestAccepted(groom, bride);
    expect((await detailsOf(groom, bride)).hidden?.contact).toBe('OWNER_HIDES');
    const pdf = await pdfOf(groom, bride);
    expect(await contactsIn(pdf, bride)).toEqual([]);
    // The rest of the biodata is there.
    expect(await pdfWords(pdf)).toContain('क्षीरसागर');
  });

  it('leaves the photo out when the owner shares photos only after an interest, until one is accepted', async () => {
    const open = await pair();
    expect(hasImage(await pdfOf(open.groom, open.bride))).toBe(true);
    const { bride, groom } = await pair({ photoVisibility: 'INTEREST' });
    expect((await detailsOf(groom, bride)).hidden?.photo).toBe('INTEREST_REQUIRED');
    expect(hasImage(await pdfOf(groom, bride))).toBe(false);
    await interestAccepted(groom, bride);
    expect((await detailsOf(groom, bride)).hidden?.photo).toBeUndefined();
    expect(hasImage(await pdfOf(groom, bride))).toBe(true);
  });
});

describe('share links', () => {
  const create = (member: Member, body: Record<string, unknown>) => t.call('/user/biodata/links', { token: member.token, body });

  it('opens without signing in, never indexed, without contacts or address lines unless ticked, counting each opening', async () => {
    const made = await create(owner, { language: 'mr', invocation: 'vitthal', days: 7 });
    expect(made.status).toBe(201);
    const { url, id } = made.json.data;
    expect(url).toMatch(/\/b\/mvb_[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(url);
    const opened = await get(`/api/biodata/${token}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['x-robots-tag']).toContain('noindex');
    expect(opened.headers['cache-control']).toContain('no-store');
    const document = opened.json().data;
    expect(document.invocation).toBe('॥ श्री विठ्ठल प्रसन्न ॥');
    const keys = document.sections.flatMap((s: { rows: { key: string }[] }) => s.rows.map((r) => r.key));
    expect(keys).toContain('rashi');
    for (const hidden of ['mobileNumber', 'email', 'motherMobileNumber', 'fatherMobileNumber', 'address', 'pincode'])
      expect(keys).not.toContain(hidden);
    expect(JSON.stringify(document)).not.toContain('9822011111');
    expect(document.photo).toBe(`/api/biodata/${token}/photo`);
    const photo = await get(document.photo);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const pdf = await get(`/api/biodata/${token}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['x-robots-tag']).toContain('noindex');
    expect(await pdfWords(pdf.rawPayload)).not.toContain('9822011111');
    const links = await t.call('/user/biodata/links', { token: owner.token });
    expect(links.json.data.find((link: { id: string }) => link.id === id)).toMatchObject({
      opens: 2,
      showContacts: false,
      revokedAt: null,
    });
    expect(JSON.stringify(links.json)).not.toContain(token);
  });

  it('carries contacts and address lines when the member ticks them', async () => {
    const made = await create(owner, { language: 'en', days: 30, showContacts: true, showAddress: true });
    const document = (await get(`/api/biodata/${tokenOf(made.json.data.url)}`)).json().data;
    const keys = document.sections.flatMap((s: { rows: { key: string }[] }) => s.rows.map((r) => r.key));
    expect(keys).toEqual(expect.arrayContaining(['mobileNumber', 'motherMobileNumber', 'address']));
  });

  it('says plainly when a link was withdrawn, has expired or never existed', async () => {
    const made = await create(owner, { language: 'hi', days: 90 });
    const token = tokenOf(made.json.data.url);
    const withdrawn = await t.call(`/user/biodata/links/${made.json.data.id}/revoke`, { token: owner.token, method: 'POST' });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.json.data.revokedAt).not.toBeNull();
    for (const url of [`/api/biodata/${token}`, `/api/biodata/${token}/pdf`, `/api/biodata/${token}/photo`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(410);
      expect(res.json().data.code).toBe('BIODATA_LINK_REVOKED');
    }
    const expiring = await create(owner, { language: 'en', days: 7 });
    await t.db
      .update(biodataLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(biodataLinks.id, expiring.json.data.id));
    const expired = await get(`/api/biodata/${tokenOf(expiring.json.data.url)}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().data.code).toBe('BIODATA_LINK_EXPIRED');
    for (const unknown of ['mvb_' + 'A'.repeat(43), 'nonsense']) {
      const res = await get(`/api/biodata/${unknown}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().data.code).toBe('BIODATA_LINK_NOT_FOUND');
    }
  });

  it('lets only its owner withdraw a link, and refuses bad choices without making one', async () => {
    const made = await create(owner, { language: 'mr', days: 7 });
    const other = await t.call(`/user/biodata/links/${made.json.data.id}/revoke`, { token: viewer.token, method: 'POST' });
    expect(other.status).toBe(404);
    expect((await get(`/api/biodata/${tokenOf(made.json.data.url)}`)).statusCode).toBe(200);
    const before = (await t.call('/user/biodata/links', { token: owner.token })).json.data.length;
    for (const body of [
      { language: 'mr', days: 8 },
      { language: 'xx', days: 7 },
      { language: 'mr', days: 7, invocation: 'zeus' },
      { days: 7 },
    ]) {
      expect((await create(owner, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await t.call('/user/biodata/links', { token: owner.token })).json.data.length).toBe(before);
  });

  it('stops at the live links allowed, and closes when the owner’s profile is taken down', async () => {
    const member = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'Meera' }) });
    let last = '';
    for (let i = 0; i < BIODATA_LINKS_MAX - 1; i += 1) last = (await create(member, { language: 'en', days: 7 })).json.data.url;
    // The last two places asked for at once: one is made, the other refused.
    const together = await Promise.all([create(member, { language: 'en', days: 7 }), create(member, { language: 'hi', days: 7 })]);
    expect(together.map((res) => res.status).sort()).toEqual([201, 409]);
    const over = await create(member, { language: 'en', days: 7 });
    expect(over.status).toBe(409);
    expect(over.json.data.code).toBe('BIODATA_LINKS_LIMIT');
    await t.db.execute(`update users set suspended_at = now() where id = '${member.id}'`);
    expect((await get(`/api/biodata/${tokenOf(last)}`)).statusCode).toBe(410);
  });
});
