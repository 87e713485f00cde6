import type { UserRecord } from '../../../contract/users.js';
import { textOf } from './format.js';

type Group = Record<string, unknown>;

export function personalOf(user: UserRecord): Group {
  return user.userDetails?.personalDetails ?? {};
}

export function basicOf(user: UserRecord): Group {
  return user.userDetails?.basicDetails ?? {};
}

/** The name an admin knows a user by; a member who has not filled in the profile yet has only contacts. */
export function displayNameOf(user: UserRecord): string {
  const personal = personalOf(user);
  const joined = [personal.firstName, personal.middleName, personal.lastName].map(textOf).filter(Boolean).join(' ');
  return textOf(personal.fullName) ?? (joined || user.mobileNumber || user.email || user.id);
}

/** The small picture for lists: the thumbnail when the server made one, else the photo itself. */
export function thumbnailOf(user: UserRecord): string | undefined {
  return textOf(user.photoDetails?.thumbnail) ?? textOf(user.photoDetails?.profilePhoto);
}

export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase();
}
