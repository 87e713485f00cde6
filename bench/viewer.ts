import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generate } from 'otplib';
import sharp from 'sharp';
import type { UserDetailsInput } from '../src/contract/profile.js';
import { BENCH_ADMIN } from './server.js';

/** Outside the seed's block of mobile numbers, so it never clashes with a demo member. */
export const VIEWER = { mobileNumber: '6000000001', email: 'bench.viewer@example.com', password: 'Bench@Viewer1' };

export const VIEWER_DETAILS: UserDetailsInput = {
  personalDetails: {
    firstName: 'Amol',
    middleName: 'Dattatray',
    lastName: 'Bhujbal',
    dateOfBirth: '1994-08-21',
    timeOfBirth: '05:30',
    marriageStatus: 'Single',
    bornPlace: 'Saswad',
    gender: 'Male',
    religion: 'Hindu',
    caste: 'Hindu Mali',
    subCaste: 'Phul Mali',
    bloodGroup: 'O+',
  },
  basicDetails: {
    education: 'B.E. (Civil)',
    occupation: 'Civil Engineer',
    income: 720000,
    height: `5'8"`,
    weight: 70,
    rashi: 'Mesh',
    nakshatra: 'Ashwini',
  },
  familyDetails: {
    motherName: 'Sunanda Bhujbal',
    motherMobileNumber: '9822011111',
    fatherName: 'Dattatray Bhujbal',
    fatherMobileNumber: '9822022222',
    numOfBrothers: '1 brother, married',
    numOfSisters: 'No sister',
  },
  addressDetails: {
    address: 'House 14, Mahatma Phule Nagar, Saswad',
    tempAddress: 'Flat 3B, Shivaji Nagar, Pune',
    city: 'Saswad',
    pincode: '412301',
    taluka: 'Purandar',
    district: 'Pune',
    state: 'Maharashtra',
  },
  partnerpreferences: { PPCaste: 'Hindu Mali', PPResidingState: 'Maharashtra' },
};

export async function call<T>(base: string, path: string, body: unknown, token?: string): Promise<T> {
  const url = `${base}/api${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  const init: RequestInit =
    body instanceof FormData
      ? { method: 'POST', body }
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const response = await fetch(url, init);
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/** The signed-in member's own record (`GET /user/info`), as `T` says it is shaped. */
export async function ownRecord<T>(base: string, token: string): Promise<T> {
  const response = await fetch(`${base}/api/user/info?token=${encodeURIComponent(token)}`);
  if (!response.ok) throw new Error(`/user/info answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The member's id, as their own record names it. */
export async function memberId(base: string, token: string): Promise<string> {
  return (await ownRecord<{ id: string }>(base, token)).id;
}

export async function upload(base: string, token: string, type: 'profilePhoto' | 'document', png: Buffer): Promise<string> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${type}.png`);
  const answer = await call<{ response_data: { url: string } }>(base, '/upload', form, token);
  return answer.response_data.url;
}

/** The code of the verification mail the server wrote to its outbox (the bench runs without SMTP). */
async function mailedCode(dataDir: string, email: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  for (let tries = 0; tries < 100; tries += 1) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files) {
      const text = (await readFile(join(outbox, file), 'utf8')).replace(/=\r?\n/g, '');
      const code = text.includes(email) ? /on Mali Vivah is (\d{6})/.exec(text)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification mail for ${email} in ${outbox}`);
}

const adminTokens = new Map<string, Promise<string>>();

/**
 * The bench admin's full token: the password, then enrolment with a code computed from the
 * offered secret. Enrolment happens once, so the token is kept for the server's address.
 */
export function adminToken(base: string): Promise<string> {
  let token = adminTokens.get(base);
  if (!token) {
    token = (async () => {
      const half = (await call<{ data: { token: string } }>(base, '/admin/login', BENCH_ADMIN)).data.token;
      const { secret } = (await call<{ data: { secret: string } }>(base, '/admin/twoStep/enrol', {}, half)).data;
      const done = await call<{ data: { token: string } }>(base, '/admin/twoStep/confirm', { code: await generate({ secret }) }, half);
      return done.data.token;
    })();
    adminTokens.set(base, token);
  }
  return token;
}

export interface Account {
  mobileNumber: string;
  email: string;
  password: string;
}

/** What a member made by `createOnboardedMember` signs in with and saved. */
export interface OnboardedMember {
  token: string;
  /** The upload URLs saved as the photo and the identity document. */
  profilePhoto: string;
  adharCard: string;
}

/**
 * A member signed up, email verified and onboarded (profile, photo and document) through the API
 * exactly as a person would do it: waiting for review.
 */
export async function createOnboardedMember(
  base: string,
  dataDir: string,
  account: Account,
  details: UserDetailsInput,
  photo: Buffer,
): Promise<OnboardedMember> {
  const created = await call<{ data: { token: string } }>(base, '/user/create', {
    ...account,
    // The signup form's two checkboxes: without them the member would see nobody until accepting.
    consent: { marriagePurpose: true, termsAccepted: true },
  });
  const token = created.data.token;
  await call(base, '/user/verifyEmail', { code: await mailedCode(dataDir, account.email) }, token);
  await call(base, '/user/updateUser', { userDetails: details }, token);
  const profilePhoto = await upload(base, token, 'profilePhoto', photo);
  const adharCard = await upload(base, token, 'document', photo);
  await call(base, '/user/updateUser', { photoDetails: { profilePhoto, adharCard } }, token);
  return { token, profilePhoto, adharCard };
}

/** A member onboarded (createOnboardedMember), then approved through the API as an admin would. */
export async function createApprovedMember(
  base: string,
  dataDir: string,
  account: Account,
  details: UserDetailsInput,
  photo: Buffer,
): Promise<OnboardedMember> {
  const member = await createOnboardedMember(base, dataDir, account, details, photo);
  await call(base, '/admin/user/update', { mobileNumber: account.mobileNumber, status: 'ACTIVE' }, await adminToken(base));
  return member;
}

/**
 * The bench's male viewer, onboarded and approved; returns his token. Being approved, he sees
 * contact details, so listings carry their full weight. He has read the safety notices a first
 * sign-in shows once, as a returning member has: the pages measured are the everyday ones.
 */
export async function createViewer(base: string, dataDir: string): Promise<string> {
  const png = await sharp({ create: { width: 240, height: 320, channels: 3, background: '#b45a3c' } })
    .png()
    .toBuffer();
  const { token } = await createApprovedMember(base, dataDir, VIEWER, VIEWER_DETAILS, png);
  await call(base, '/user/safetyNotice', {}, token);
  return token;
}

/** Women for the viewer's listing, each with her own photo from `photoOf`. */
export async function createWomen(
  base: string,
  dataDir: string,
  count: number,
  photoOf: (index: number) => Promise<Buffer>,
): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const number = String(index + 2).padStart(3, '0');
    const details: UserDetailsInput = {
      ...VIEWER_DETAILS,
      personalDetails: { ...VIEWER_DETAILS.personalDetails, firstName: `Member ${number}`, gender: 'Female', dateOfBirth: '1996-04-12' },
      basicDetails: { ...VIEWER_DETAILS.basicDetails, occupation: 'Teacher' },
    };
    const account = { mobileNumber: `6000000${number}`, email: `bench.member${number}@example.com`, password: VIEWER.password };
    await createApprovedMember(base, dataDir, account, details, await photoOf(index));
  }
}
