import type { BiodataDocumentAnswer, BiodataInvocation, BiodataLink, BiodataLinkBody } from '../../contract/biodata.js';
import { BIODATA_LINKS_MAX, biodataLinkBody } from '../../contract/biodata.js';
import { isLanguage } from '../../contract/language.js';
import type { Language } from '../../contract/limits.js';
import type { UserRecord } from '../../contract/users.js';
import type { Db } from '../db/client.js';
import { isUuid } from '../db/uuid.js';
import { AppError, notFound } from '../http/errors.js';
import { presentToOwner } from '../privacy/present-to-member.js';
import { profileFor, type PresentToMember } from '../profiles/service.js';
import type { ViewerRules } from '../profiles/viewer-access.js';
import { hashToken, randomToken } from '../security/tokens.js';
import { readWhole, type FileStore } from '../storage/file-store.js';
import { keyOfUrl } from '../uploads/file-names.js';
import { markedPhotoBytes } from '../uploads/marked-copies.js';
import { requireUser } from '../users/require-user.js';
import { lockUser, type UserRow } from '../users/repository.js';
import { buildBiodata, type BiodataShown } from './build.js';
import { biodataPdf } from './pdf.js';
import {
  biodataLinksOf,
  countBiodataOpen,
  findBiodataLink,
  insertBiodataLink,
  liveBiodataLinkCount,
  revokeBiodataLink,
  type BiodataLinkRow,
} from './repository.js';
import { DAY_MS } from '../../contract/dates.js';

export interface BiodataDeps {
  db: Db;
  files: FileStore;
  /** Where members open the site: share links point there. */
  siteUrl: string;
}

/** How a biodata is asked for: its language (the reader's own when not said) and invocation line. */
export interface BiodataChoice {
  language?: Language;
  invocation?: BiodataInvocation | '';
}

/** A share link's token says what it opens, as session tokens do. */
const LINK_PREFIX = 'mvb_';

const everything: BiodataShown = { contacts: true, address: true };

function languageFor(choice: BiodataChoice, row: Pick<UserRow, 'language'>): Language {
  return choice.language ?? (isLanguage(row.language) ? row.language : 'en');
}

/**
 * The photo's bytes for the PDF, when the reader may see one; a photo that cannot be read is left
 * out. Anyone but its owner reads it marked, as other members are served it (uploads/marked-copies.ts).
 */
async function photoBytes(
  deps: Pick<BiodataDeps, 'db' | 'files'>,
  url: string | undefined,
  reader: 'owner' | 'other',
): Promise<Buffer | undefined> {
  const key = url ? keyOfUrl(url) : null;
  if (!key) return undefined;
  if (reader === 'other') return (await markedPhotoBytes(deps.db, deps.files, url!)) ?? undefined;
  return (await readWhole(deps.files, key)) ?? undefined;
}

async function ownRecord(db: Db, userId: string): Promise<{ row: UserRow; record: UserRecord }> {
  const row = await requireUser(db, userId);
  if (!row.userDetails) throw new AppError(409, 'PROFILE_REQUIRED');
  return { row, record: await presentToOwner(db, row) };
}

/** The member's own biodata as words, for the printable page: everything they gave. */
export async function ownBiodata(deps: BiodataDeps, userId: string, choice: BiodataChoice): Promise<BiodataDocumentAnswer> {
  const { row, record } = await ownRecord(deps.db, userId);
  return buildBiodata(record, {
    language: languageFor(choice, row),
    invocation: choice.invocation || undefined,
    shown: everything,
    photo: record.photoDetails?.profilePhoto || undefined,
  });
}

async function pdfOf(
  deps: Pick<BiodataDeps, 'db' | 'files'>,
  document: BiodataDocumentAnswer,
  photoUrl: string | undefined,
  reader: 'owner' | 'other',
): Promise<Buffer> {
  const { photo: _address, ...words } = document;
  const photo = await photoBytes(deps, photoUrl, reader);
  return biodataPdf({ ...words, ...(photo ? { photo } : {}) });
}

export async function ownBiodataPdf(deps: BiodataDeps, userId: string, choice: BiodataChoice): Promise<Buffer> {
  const document = await ownBiodata(deps, userId, choice);
  return pdfOf(deps, document, document.photo, 'owner');
}

/**
 * Another member's biodata, read as their details page is (profiles' `profileFor`): what its owner
 * withholds from this viewer (contacts, address lines, the photo) is not in the record, so it is
 * not in the PDF either.
 */
export async function profileBiodataPdf(
  deps: BiodataDeps & { rules: ViewerRules; present: PresentToMember },
  viewerId: string,
  profileId: string,
  choice: BiodataChoice,
): Promise<Buffer> {
  const viewer = await requireUser(deps.db, viewerId);
  const record = await profileFor(deps.db, deps.rules, deps.present, { subjectId: viewerId }, profileId);
  const photo = record.hidden?.photo ? undefined : record.photoDetails?.profilePhoto || undefined;
  const document = buildBiodata(record, {
    language: languageFor(choice, viewer),
    invocation: choice.invocation || undefined,
    shown: everything,
  });
  return pdfOf(deps, document, photo, 'other');
}

function linkOf(row: BiodataLinkRow): BiodataLink {
  return {
    id: row.id,
    language: row.language,
    invocation: (row.invocation as BiodataInvocation | null) ?? null,
    showContacts: row.showContacts,
    showAddress: row.showAddress,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    opens: row.opens,
  };
}

/** A new share link; its address is answered this once, since only the token's hash is kept. */
export async function createBiodataLink(
  deps: BiodataDeps,
  userId: string,
  input: BiodataLinkBody,
  now = new Date(),
): Promise<BiodataLink & { url: string }> {
  const body = biodataLinkBody.parse(input);
  await ownRecord(deps.db, userId);
  const token = randomToken(LINK_PREFIX);
  // The member's row is held while the live links are counted and the new one written, so calls
  // made at once cannot pass the limit together.
  const row = await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if ((await liveBiodataLinkCount(tx, userId, now)) >= BIODATA_LINKS_MAX) throw new AppError(409, 'BIODATA_LINKS_LIMIT');
    return insertBiodataLink(tx, {
      userId,
      tokenHash: hashToken(token),
      language: body.language,
      invocation: body.invocation ?? null,
      showContacts: body.showContacts,
      showAddress: body.showAddress,
      expiresAt: new Date(now.getTime() + body.days * DAY_MS),
    });
  });
  return { ...linkOf(row), url: `${deps.siteUrl}/b/${token}` };
}

export async function listBiodataLinks(deps: Pick<BiodataDeps, 'db'>, userId: string): Promise<BiodataLink[]> {
  return (await biodataLinksOf(deps.db, userId)).map(linkOf);
}

export async function withdrawBiodataLink(deps: BiodataDeps, userId: string, id: string, now = new Date()): Promise<BiodataLink> {
  const row = isUuid(id) ? await revokeBiodataLink(deps.db, userId, id, now) : undefined;
  if (!row) throw notFound('NOT_FOUND');
  return linkOf(row);
}

/**
 * The link a token opens, with its owner, or why it does not open: unknown (404), withdrawn or
 * expired (410), or its owner's profile taken down by the administrators (suspended, hidden after
 * reports, rejected), which reads as withdrawn.
 */
async function openLink(db: Db, token: string, now: Date): Promise<{ link: BiodataLinkRow; owner: UserRow }> {
  const link = token.startsWith(LINK_PREFIX) ? await findBiodataLink(db, hashToken(token)) : undefined;
  if (!link) throw notFound('BIODATA_LINK_NOT_FOUND');
  if (link.revokedAt) throw new AppError(410, 'BIODATA_LINK_REVOKED');
  if (link.expiresAt.getTime() <= now.getTime()) throw new AppError(410, 'BIODATA_LINK_EXPIRED');
  const owner = await requireUser(db, link.userId);
  if (!owner.userDetails || owner.suspendedAt || owner.reportHiddenAt || owner.status === 'REJECT') {
    throw new AppError(410, 'BIODATA_LINK_REVOKED');
  }
  return { link, owner };
}

async function sharedDocument(db: Db, link: BiodataLinkRow, owner: UserRow, token: string) {
  const record = await presentToOwner(db, owner);
  const photoUrl = record.photoDetails?.profilePhoto || undefined;
  const document = buildBiodata(record, {
    language: isLanguage(link.language) ? link.language : 'en',
    invocation: (link.invocation as BiodataInvocation | null) ?? undefined,
    shown: { contacts: link.showContacts, address: link.showAddress },
    ...(photoUrl ? { photo: `/api/biodata/${token}/photo` } : {}),
  });
  return { document, photoUrl };
}

/** A shared biodata, opened by anyone with the link: counted as one opening. */
export async function sharedBiodata(deps: BiodataDeps, token: string, now = new Date()): Promise<BiodataDocumentAnswer> {
  const { link, owner } = await openLink(deps.db, token, now);
  await countBiodataOpen(deps.db, link.id);
  return (await sharedDocument(deps.db, link, owner, token)).document;
}

export async function sharedBiodataPdf(deps: BiodataDeps, token: string, now = new Date()): Promise<Buffer> {
  const { link, owner } = await openLink(deps.db, token, now);
  await countBiodataOpen(deps.db, link.id);
  const { document, photoUrl } = await sharedDocument(deps.db, link, owner, token);
  return pdfOf(deps, document, photoUrl, 'other');
}

/** The shared biodata's photo, as the page shows it. */
export async function sharedBiodataPhoto(deps: BiodataDeps, token: string, now = new Date()): Promise<Buffer> {
  const { owner } = await openLink(deps.db, token, now);
  const record = await presentToOwner(deps.db, owner);
  const bytes = await photoBytes(deps, record.photoDetails?.profilePhoto || undefined, 'other');
  if (!bytes) throw notFound('FILE_NOT_FOUND');
  return bytes;
}
