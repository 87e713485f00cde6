import sharp from 'sharp';
import type { UserDetailsInput } from '../../../src/contract/profile.js';
import { CONSENT, userDetails } from '../../support/factories.js';
import type { E2E } from '../support/harness.js';

/** Every member made here signs in with this password. */
const MEMBER_PASSWORD = 'Member@123';

/** The administrator created before the server starts, as `npm run admin:create` does. */
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
  /** Horoscope and community fields, as the profile form sends them. */
  basicDetails?: { rashi?: string; nakshatra?: string; charan?: string; manglik?: string };
  familyDetails?: { gotra?: string; devak?: string };
}

export interface Member {
  id: string;
  token: string;
  mobileNumber: string;
  email: string;
  fullName: string;
  seed: MemberSeed;
}

/** The shared test profile, with what the review specs check (mother's name, height, birth date). */
function profileOf(seed: MemberSeed): UserDetailsInput {
  const { firstName, lastName, gender } = seed;
  return userDetails(
    { firstName, lastName, gender, dateOfBirth: seed.dateOfBirth ?? '1997-04-21', income: seed.income ?? '' },
    {
      personalDetails: { middleName: seed.middleName ?? 'Ramesh' },
      basicDetails: { education: seed.education ?? 'B.Com', occupation: seed.occupation ?? '', height: `5'4"`, ...seed.basicDetails },
      familyDetails: { motherName: 'Shobha', ...seed.familyDetails },
    },
  );
}

/**
 * Registers a member, verifies the email from the mail (unless `verified: false`) and fills in the
 * profile, all through the public API, as the web app does.
 */
export async function createMember(e2e: E2E, seed: MemberSeed, options: { verified?: boolean } = {}): Promise<Member> {
  const contact = uniqueContact(seed.firstName);
  const created = await e2e.api('/user/create', { ...contact, password: MEMBER_PASSWORD, consent: CONSENT });
  if (!created.success) throw new Error(`registration failed: ${JSON.stringify(created)}`);
  const token = created.data.token as string;
  if (options.verified !== false) await e2e.verifyEmail(contact.email, token);
  // Past their first sign-in: the safety notices were shown.
  await e2e.api('/user/safetyNotice', {}, token);
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
  return sharp({ create: { width: 240, height: 300, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** The smallest document the server takes for a PDF. */
const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

export async function upload(e2e: E2E, member: Pick<Member, 'token'>, type: 'profilePhoto' | 'document', bytes: Buffer, file: string) {
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

/** Uploads a profile photo and an identity document (of `documentType`, when given) and saves them on the member's record. */
export async function addPhotoAndDocument(e2e: E2E, member: Member, document: 'png' | 'pdf', documentType?: string): Promise<string> {
  const profilePhoto = await upload(e2e, member, 'profilePhoto', await pngImage(), 'photo.png');
  const adharCard =
    document === 'pdf'
      ? await upload(e2e, member, 'document', PDF_BYTES, 'card.pdf')
      : await upload(e2e, member, 'document', await pngImage({ r: 20, g: 90, b: 160 }), 'card.png');
  const saved = await e2e.api(
    '/user/updateUser',
    { photoDetails: { profilePhoto, adharCard, ...(documentType ? { documentType } : {}) } },
    member.token,
  );
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
