import type { DbOrTx } from '../db/client.js';
import { linkSigner, verifyLinkToken } from '../security/signed-tokens.js';
import { keyOfUrl, urlOf } from '../uploads/file-names.js';
import type { PhotoLink } from '../users/present.js';
import { HOUR_MS } from '../../contract/dates.js';

/** Who a private photo's link was made for. */
export type PhotoViewer = { kind: 'member'; id: string } | { kind: 'admin'; id: string };

const tagOf = (viewer: PhotoViewer) => `${viewer.kind === 'admin' ? 'a' : 'm'}:${viewer.id}`;

/**
 * Links to private photos for one viewer: the photo's own address with `?access=`, a token signed
 * for that file and that viewer. Tokens made within the same hour are the same, so a browser
 * keeps one copy while it scrolls and comes back; each lasts one to two hours. The file route
 * checks the token and then asks again whether the viewer may still see the photo, so a
 * withdrawn interest or a block closes it at once (docs/decisions/0016-privacy.md).
 */
export async function photoLinkFor(db: DbOrTx, viewer: PhotoViewer, now = Date.now()): Promise<PhotoLink> {
  const sign = await linkSigner(db, 'photo');
  const hourStart = Math.floor(now / HOUR_MS) * HOUR_MS;
  const tag = tagOf(viewer);
  return (url) => {
    const key = keyOfUrl(url);
    // Only our own files can be opened by a link; anything else is not passed on as if it could.
    if (!key) return url;
    return `${urlOf(key)}?access=${sign(`${key}|${tag}`, 2 * HOUR_MS, hourStart)}`;
  };
}

/** The viewer a genuine, unexpired link to this file was made for; null for anything else. */
export async function viewerOfPhotoLink(db: DbOrTx, key: string, access: string | undefined): Promise<PhotoViewer | null> {
  if (!access) return null;
  const subject = await verifyLinkToken(db, 'photo', access);
  if (!subject) return null;
  const match = /^(.+)\|([am]):([0-9a-f-]{36})$/.exec(subject);
  if (!match || match[1] !== key) return null;
  return { kind: match[2] === 'a' ? 'admin' : 'member', id: match[3]! };
}
