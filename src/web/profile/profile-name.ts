import { fullNameOf } from '../../contract/full-name.js';
import type { UserRecord } from '../../contract/users.js';

/** The name a profile goes by (SPEC section 3's first, middle and last name). */
export function profileName(record: UserRecord): string {
  return fullNameOf(record.userDetails?.personalDetails);
}

/** The small image for cards and lists: the server's thumbnail, else the photo itself. */
export function thumbnailOf(record: UserRecord): string | undefined {
  return record.photoDetails?.thumbnail || record.photoDetails?.profilePhoto || undefined;
}
