import sharp from 'sharp';
import type { UserDetailsInput } from '../src/contract/profile.js';
import { BENCH_ADMIN } from './server.js';

/** Outside the seed's block of mobile numbers, so it never clashes with a demo member. */
const VIEWER = { mobileNumber: '6000000001', email: 'bench.viewer@example.com', password: 'Bench@Viewer1' };

const VIEWER_DETAILS: UserDetailsInput = {
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
  basicDetails: { education: 'B.E. (Civil)', occupation: 'Civil Engineer', income: 720000, height: `5'8"`, weight: 70 },
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

async function call<T>(base: string, path: string, body: unknown, token?: string): Promise<T> {
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

async function upload(base: string, token: string, type: 'profilePhoto' | 'document', png: Buffer): Promise<string> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${type}.png`);
  const answer = await call<{ response_data: { url: string } }>(base, '/upload', form, token);
  return answer.response_data.url;
}

/**
 * A male member, signed up, onboarded (profile, photo and document) and approved through the
 * admin API exactly as a person and an admin would do it; returns his token. Being approved, he
 * sees contact details, so listings carry their full weight.
 */
export async function createViewer(base: string): Promise<string> {
  const created = await call<{ data: { token: string } }>(base, '/user/create', {
    email: VIEWER.email,
    mobileNumber: VIEWER.mobileNumber,
    password: VIEWER.password,
    // The signup form's two checkboxes: without them the viewer would see nobody until accepting.
    consent: { marriagePurpose: true, termsAccepted: true },
  });
  const token = created.data.token;
  await call(base, '/user/updateUser', { age: 31, userDetails: VIEWER_DETAILS }, token);
  const png = await sharp({ create: { width: 240, height: 320, channels: 3, background: '#b45a3c' } })
    .png()
    .toBuffer();
  const profilePhoto = await upload(base, token, 'profilePhoto', png);
  const adharCard = await upload(base, token, 'document', png);
  await call(base, '/user/updateUser', { photoDetails: { profilePhoto, adharCard } }, token);
  const admin = await call<{ data: { token: string } }>(base, '/admin/login', BENCH_ADMIN);
  await call(base, '/admin/user/update', { mobileNumber: VIEWER.mobileNumber, status: 'ACTIVE' }, admin.data.token);
  return token;
}
