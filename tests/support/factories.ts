import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import type { UserDetailsInput } from '../../src/contract/profile.js';
import { eq, sql } from 'drizzle-orm';
import { upsertAdmin } from '../../src/server/admin/admins.js';
import { admins, users } from '../../src/server/db/schema.js';
import type { TestApp } from './test-app.js';
import { authenticatorCode } from './totp.js';
import { verificationMailTo } from './verification-mail.js';

let sequence = 0;

/** A fresh ten-digit mobile number and email that no other test in this file uses. */
export function uniqueContact() {
  sequence += 1;
  const mobileNumber = `9${String(randomInt(0, 1e5)).padStart(5, '0')}${String(sequence).padStart(4, '0')}`;
  return { mobileNumber, email: `member${mobileNumber}@example.com` };
}

export const PASSWORD = 'Secret@123';

type Groups = { [G in keyof UserDetailsInput]-?: NonNullable<UserDetailsInput[G]> };
/** Values for some fields of some groups; each group is merged over the defaults. */
export type GroupOverrides = { [G in keyof Groups]?: Partial<Groups[G]> };

/** A complete, valid profile; the shortcuts and `groups` change what a test looks at. */
export function userDetails(
  overrides: {
    gender?: 'Male' | 'Female' | 'other';
    firstName?: string;
    lastName?: string;
    dateOfBirth?: string;
    income?: number | string;
    city?: string;
  } = {},
  groups: GroupOverrides = {},
): UserDetailsInput {
  const base: Groups = {
    personalDetails: {
      firstName: overrides.firstName ?? 'Sunita',
      middleName: 'Ramesh',
      lastName: overrides.lastName ?? 'Phule',
      dateOfBirth: overrides.dateOfBirth ?? '1996-05-14',
      timeOfBirth: '06:45',
      marriageStatus: 'Single',
      bornPlace: 'Pune',
      gender: overrides.gender ?? 'Female',
      religion: 'Hindu',
      caste: 'Hindu Mali',
      subCaste: 'Phul Mali',
      bloodGroup: 'B+',
    },
    basicDetails: {
      education: 'B.Com',
      occupation: 'Accountant',
      income: overrides.income ?? 450000,
      height: `5'3"`,
      weight: 55,
      skinColor: '',
      rashi: 'Kanya',
      nakshatra: '',
    },
    familyDetails: {
      motherName: 'Shobha Phule',
      motherMobileNumber: '9822012345',
      fatherName: 'Ramesh Phule',
      fatherMobileNumber: '9822054321',
      numOfBrothers: '1 brother, married',
      numOfSisters: '',
    },
    addressDetails: {
      address: '12 Mahatma Phule Peth',
      tempAddress: '12 Mahatma Phule Peth',
      city: overrides.city ?? 'Pune',
      pincode: '411042',
      taluka: 'Haveli',
      district: 'Pune',
      state: 'Maharashtra',
    },
    partnerpreferences: { PPCaste: 'Hindu Mali' },
  };
  return {
    personalDetails: { ...base.personalDetails, ...groups.personalDetails },
    basicDetails: { ...base.basicDetails, ...groups.basicDetails },
    familyDetails: { ...base.familyDetails, ...groups.familyDetails },
    addressDetails: { ...base.addressDetails, ...groups.addressDetails },
    partnerpreferences: { ...base.partnerpreferences, ...groups.partnerpreferences },
  };
}

export interface Member {
  id: string;
  token: string;
  mobileNumber: string;
  email: string;
  password: string;
}

/** The signup form's two checkboxes, both ticked. */
export const CONSENT = { marriagePurpose: true, termsAccepted: true } as const;

/**
 * Registers a member through the API, as the signup form does (consent given), and, as a member
 * would, verifies the email with the code from the mail that registration sends (`verified: false`
 * leaves it unverified); with `details`, also saves the profile. `bare: true` registers with
 * SPEC's body alone, without consent.
 */
export async function registerMember(
  t: TestApp,
  options: { details?: UserDetailsInput; password?: string; verified?: boolean; bare?: boolean } = {},
): Promise<Member> {
  const contact = uniqueContact();
  const password = options.password ?? PASSWORD;
  const created = await t.call('/user/create', { body: { ...contact, password, ...(options.bare ? {} : { consent: CONSENT }) } });
  if (created.status !== 201) throw new Error(`registration failed: ${JSON.stringify(created.json)}`);
  const member = { id: created.json.data.id, token: created.json.data.token, password, ...contact };
  // The mail is awaited either way, so a test counting mails after this starts from a settled inbox.
  const { code } = await verificationMailTo(t.mail, contact.email);
  if (options.verified !== false) {
    const verified = await t.call('/user/verifyEmail', { token: member.token, body: { code } });
    if (verified.status !== 200) throw new Error(`email verification failed: ${JSON.stringify(verified.json)}`);
  }
  if (options.details) {
    const saved = await t.call('/user/updateUser', { token: member.token, body: { age: 0, userDetails: options.details } });
    if (saved.status !== 200) throw new Error(`profile failed: ${JSON.stringify(saved.json)}`);
  }
  return member;
}

/**
 * An admin's session per app, mobile number and password, handed out again while it still works.
 * Each sign-in spends an authenticator step (a code is good once, and the server takes the next
 * step's code too), so a third sign-in within one 30-second step waited for the next: up to 30 s
 * of a test doing nothing.
 */
const adminSessions = new WeakMap<TestApp, Map<string, string>>();

/**
 * Creates an admin directly and signs in through the API, both steps: enrolment on its first
 * sign-in (the code computed here from the secret the server offers, as the admin's phone
 * would), the authenticator's code afterwards. A session this gave before for the same admin and
 * password is given again while the server still takes it; a test that needs a new sign-in makes
 * it itself (`completeSecondStep`).
 */
export async function signInAdmin(t: TestApp, mobileNumber = '9000000001', password = 'Admin@12345'): Promise<string> {
  let sessions = adminSessions.get(t);
  if (!sessions) adminSessions.set(t, (sessions = new Map()));
  const key = `${mobileNumber}\n${password}`;
  const kept = sessions.get(key);
  if (kept && (await t.call('/admin/admins', { token: kept })).status === 200) return kept;
  await upsertAdmin(t.db, mobileNumber, password);
  const login = await t.call('/admin/login', { body: { mobileNumber, password } });
  if (login.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(login.json)}`);
  const token = await completeSecondStep(t, mobileNumber, login.json.data.token);
  sessions.set(key, token);
  return token;
}

/** The second step for a password-only admin token: enrols when needed; answers the full token. */
export async function completeSecondStep(t: TestApp, mobileNumber: string, halfToken: string, ip?: string): Promise<string> {
  const [admin] = await t.db.select().from(admins).where(eq(admins.mobileNumber, mobileNumber));
  if (!admin) throw new Error(`no admin ${mobileNumber}`);
  let done;
  if (admin.totpEnabledAt && admin.totpSecret) {
    const code = await authenticatorCode(admin.totpSecret, admin.totpLastStep);
    done = await t.call('/admin/twoStep/verify', { token: halfToken, body: { code }, ip });
  } else {
    const enrolment = await t.call('/admin/twoStep/enrol', { token: halfToken, body: {}, ip });
    if (enrolment.status !== 200) throw new Error(`enrolment failed: ${JSON.stringify(enrolment.json)}`);
    const code = await authenticatorCode(enrolment.json.data.secret);
    done = await t.call('/admin/twoStep/confirm', { token: halfToken, body: { code }, ip });
  }
  if (done.status !== 200) throw new Error(`second step failed: ${JSON.stringify(done.json)}`);
  return done.json.data.token as string;
}

/** Sets a member's status through the admin API. */
export async function setStatus(t: TestApp, adminToken: string, mobileNumber: string, status: 'ACTIVE' | 'REJECT') {
  const result = await t.call('/admin/user/update', { token: adminToken, body: { mobileNumber, status } });
  if (result.status !== 200) throw new Error(`status change failed: ${JSON.stringify(result.json)}`);
}

/** Approves members straight in the database, for tests that are not about the admin calls. */
export async function approve(t: TestApp, ...ids: string[]) {
  for (const id of ids) await t.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, id));
}

/** Registers a member with a profile and approves them; `details` overrides the profile. */
export async function approvedMember(t: TestApp, details: UserDetailsInput = userDetails()): Promise<Member> {
  const member = await registerMember(t, { details });
  await approve(t, member.id);
  return member;
}

/**
 * `count` approved copies of the member `templateId`, written in one statement, a year older than
 * everyone else (a minute apart, the last copy newest): far below the members made through the
 * API. The `g`th is named `<full name> g`, with the mobile number `<prefix>` and `g` in eight
 * digits (`prefix`: two digits, one of its own for each test file's copies).
 */
export async function olderCopies(t: TestApp, templateId: string, count: number, prefix: string) {
  await t.db.execute(sql`
    insert into users (email, mobile_number, password_hash, status, gender, full_name, date_of_birth, income, city, caste, sub_caste, user_details, photo_visibility, created_at)
    select 'older' || ${prefix} || '.' || g || '@example.com', ${prefix} || lpad(g::text, 8, '0'), password_hash, 'ACTIVE', gender, full_name || ' ' || g, date_of_birth, income, city, caste, sub_caste, user_details, photo_visibility,
      now() - interval '400 days' + g * interval '1 minute'
    from users, generate_series(1, ${count}::int) as g where id = ${templateId}`);
}

/** A real multipart body, as a browser's FormData would send it. */
async function multipartBody(fields: Record<string, string | { bytes: Buffer; name: string; mime?: string }>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.mime ?? 'application/octet-stream' }), value.name);
  }
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}

/** Uploads a photo through the API and saves it on the member's profile; answers the photo details the owner sees. */
export async function savePhoto(t: TestApp, member: Member, image: Buffer): Promise<Record<string, string>> {
  const body = await multipartBody({ type: 'profilePhoto', file: { bytes: image, name: 'photo.png', mime: 'image/png' } });
  const uploaded = await t.app.inject({ method: 'POST', url: `/api/upload?token=${encodeURIComponent(member.token)}`, ...body });
  if (uploaded.statusCode !== 200) throw new Error(`upload failed: ${uploaded.body}`);
  const saved = await t.call('/user/updateUser', {
    token: member.token,
    body: { photoDetails: { profilePhoto: uploaded.json().response_data.url } },
  });
  if (saved.status !== 200) throw new Error(`saving the photo failed: ${JSON.stringify(saved.json)}`);
  return saved.json.data.photoDetails;
}

/**
 * GETs a file the way a browser's <img> does: only the address, and the signed-in viewer's
 * session (`token`, as a bearer header) when one is given.
 */
export async function fetchFile(
  t: TestApp,
  url: string,
  token?: string,
): Promise<{ status: number; body: Buffer; headers: Record<string, unknown> }> {
  const res = await t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, body: res.rawPayload, headers: res.headers };
}

let colour = 0;

/** A different small PNG each time. */
async function picture(): Promise<Buffer> {
  colour = (colour + 37) % 255;
  return sharp({ create: { width: 64, height: 64, channels: 3, background: { r: colour, g: 90, b: 200 } } })
    .png()
    .toBuffer();
}

/** Sends a picture as the member's photo or identity document through the API; answers the reply, whatever it is. */
export async function sendUpload(t: TestApp, member: Member, type: 'profilePhoto' | 'document') {
  const body = await multipartBody({ type, file: { bytes: await picture(), name: 'me.png', mime: 'image/png' } });
  return t.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...body.headers, authorization: `Bearer ${member.token}` },
    payload: body.payload,
  });
}

/** Uploads a picture as the member's photo or identity document through the API; answers its URLs. */
export async function upload(t: TestApp, member: Member, type: 'profilePhoto' | 'document'): Promise<{ url: string; thumbnail?: string }> {
  const res = await sendUpload(t, member, type);
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json().response_data as { url: string; thumbnail?: string };
}

/** Uploads and saves a photo and an identity document of the given type on the member's profile. */
export async function addPhotoAndDocument(t: TestApp, member: Member, documentType = 'PAN'): Promise<{ photo: string; document: string }> {
  const photo = (await upload(t, member, 'profilePhoto')).url;
  const document = (await upload(t, member, 'document')).url;
  const saved = await t.call('/user/updateUser', {
    token: member.token,
    body: { photoDetails: { profilePhoto: photo, adharCard: document, documentType } },
  });
  if (saved.status !== 200) throw new Error(`photo details failed: ${JSON.stringify(saved.json)}`);
  return { photo, document };
}

/**
 * An approved man, the members the product never showed him (another man, a woman still pending,
 * a paused woman, a woman who blocked him), and one woman listed to him: the cast for the calls
 * that may name only a member the product showed (block, report).
 */
export async function neverShownCast(t: TestApp) {
  const woman = (firstName: string) => approvedMember(t, userDetails({ gender: 'Female', firstName }));
  const caller = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Kunal' }));
  const sameGender = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Mohan' }));
  const pending = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'Pallavi' }) });
  const paused = await woman('Pooja');
  const pausing = await t.call('/user/settings/pause', { token: paused.token, body: { paused: true } });
  const blocker = await woman('Bhakti');
  const blocking = await t.call('/user/blocks', { token: blocker.token, body: { userId: caller.id } });
  if (pausing.status !== 200 || blocking.status !== 200) throw new Error('could not pause or block for the cast');
  const listed = await woman('Latika');
  return { caller, listed, blocker, neverShown: [sameGender, pending, paused, blocker] };
}
