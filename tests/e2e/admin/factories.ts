import sharp from 'sharp';
import type { UserDetailsInput } from '../../../src/contract/profile.js';
import type { E2E } from '../support/harness.js';

/** Every member made here signs in with this password. */
export const MEMBER_PASSWORD = 'Member@123';

/** The administrator created through the real `npm run admin:create` command. */
export const ADMIN_LOGIN = { mobile: '9888800001', password: 'Admin@2468' };

let counter = 0;

/** A mobile number and email that no other member of this run has. */
function uniqueContact(firstName: string) {
  counter += 1;
  const mobileNumber = `8${String(Date.now()).slice(-6)}${String(counter).padStart(3, '0')}`;
  return { mobileNumber, email: `${firstName.toLowerCase()}.${mobileNumber}@example.com` };
}

export interface MemberSeed {
  firstName: string;
  middleName?: string;
  lastName: string;
  gender: 'Male' | 'Female';
  dateOfBirth?: string;
  education?: string;
  occupation?: string;
  income?: number;
}

export interface Member {
  id: string;
  token: string;
  mobileNumber: string;
  email: string;
  fullName: string;
  seed: MemberSeed;
}

export function profileOf(seed: MemberSeed): UserDetailsInput {
  return {
    personalDetails: {
      firstName: seed.firstName,
      middleName: seed.middleName ?? 'Ramesh',
      lastName: seed.lastName,
      dateOfBirth: seed.dateOfBirth ?? '1997-04-21',
      timeOfBirth: '06:45',
      marriageStatus: 'Single',
      bornPlace: 'Nashik',
      gender: seed.gender,
      religion: 'Hindu',
      caste: 'Hindu Mali',
      subCaste: 'Phul Mali',
      bloodGroup: 'B+',
    },
    basicDetails: {
      education: seed.education ?? 'B.Com',
      occupation: seed.occupation ?? '',
      income: seed.income ?? '',
      height: `5'4"`,
      weight: 58,
      skinColor: '',
      rashi: 'Kanya',
      nakshatra: '',
    },
    familyDetails: {
      motherName: 'Shobha',
      motherMobileNumber: '9822012345',
      fatherName: 'Ramesh',
      fatherMobileNumber: '9822054321',
      numOfBrothers: '1 brother, married',
      numOfSisters: '',
    },
    addressDetails: {
      address: '12 Mahatma Phule Peth',
      tempAddress: '12 Mahatma Phule Peth',
      city: 'Nashik',
      pincode: '422001',
      taluka: 'Nashik',
      district: 'Nashik',
      state: 'Maharashtra',
    },
    partnerpreferences: { PPCaste: 'Hindu Mali' },
  };
}

/** Registers a member and fills in the profile, both through the public API, as the web app does. */
export async function createMember(e2e: E2E, seed: MemberSeed): Promise<Member> {
  const contact = uniqueContact(seed.firstName);
  const created = await e2e.api('/user/create', { ...contact, password: MEMBER_PASSWORD });
  if (!created.success) throw new Error(`registration failed: ${JSON.stringify(created)}`);
  const token = created.data.token as string;
  const updated = await e2e.api('/user/updateUser', { userDetails: profileOf(seed) }, token);
  if (!updated.success) throw new Error(`profile update failed: ${JSON.stringify(updated)}`);
  return {
    id: created.data.id as string,
    token,
    ...contact,
    fullName: [seed.firstName, seed.middleName ?? 'Ramesh', seed.lastName].join(' '),
    seed,
  };
}

/** A small real image, so the server's re-encoding has something to work on. */
export function pngImage(color = { r: 142, g: 36, b: 77 }): Promise<Buffer> {
  return sharp({ create: { width: 240, height: 300, channels: 3, background: color } }).png().toBuffer();
}

/** The smallest document the server takes for a PDF. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

async function upload(e2e: E2E, member: Member, type: 'profilePhoto' | 'document', bytes: Buffer, file: string) {
  const form = new FormData();
  form.set('type', type);
  const mime = file.endsWith('.pdf') ? 'application/pdf' : 'image/png';
  form.set('file', new Blob([new Uint8Array(bytes)], { type: mime }), file);
  const response = await fetch(`${e2e.baseUrl}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}` },
    body: form,
  });
  const answer = (await response.json()) as { success: boolean; response_data?: { url: string } };
  if (!answer.success || !answer.response_data) throw new Error(`upload failed: ${JSON.stringify(answer)}`);
  return answer.response_data.url;
}

/** Uploads a profile photo and an identity document and saves them on the member's record. */
export async function addPhotoAndDocument(e2e: E2E, member: Member, document: 'png' | 'pdf'): Promise<string> {
  const profilePhoto = await upload(e2e, member, 'profilePhoto', await pngImage(), 'photo.png');
  const adharCard =
    document === 'pdf'
      ? await upload(e2e, member, 'document', PDF_BYTES, 'card.pdf')
      : await upload(e2e, member, 'document', await pngImage({ r: 20, g: 90, b: 160 }), 'card.png');
  const saved = await e2e.api('/user/updateUser', { photoDetails: { profilePhoto, adharCard } }, member.token);
  if (!saved.success) throw new Error(`photo details failed: ${JSON.stringify(saved)}`);
  return adharCard;
}

/** Whether the member can still sign in with the password the factory gave them. */
export async function canSignIn(e2e: E2E, member: Member): Promise<boolean> {
  const answer = await e2e.api('/user/login', { mobileNumber: member.mobileNumber, password: MEMBER_PASSWORD });
  return answer.success === true;
}

/** Full names in a member's own listing (opposite gender, ACTIVE only), filtered by name. */
export async function namesSeenBy(e2e: E2E, viewer: Member, fullName: string): Promise<string[]> {
  const answer = await e2e.api('/user/getProfile', { fullName, page: 1 }, viewer.token);
  if (!answer.success) throw new Error(`listing failed: ${JSON.stringify(answer)}`);
  return (answer.data.userData as { userDetails: { personalDetails: { fullName: string } } }[]).map(
    (user) => user.userDetails.personalDetails.fullName,
  );
}
