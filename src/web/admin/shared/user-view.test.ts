import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../../contract/users.js';
import { readUserInfoState } from './user-info-state.js';
import { displayNameOf, thumbnailOf } from './user-view.js';

const record = (overrides: Partial<UserRecord> = {}): UserRecord => ({
  _id: 'u1',
  id: 'u1',
  mobileNumber: '9876543210',
  email: 'asha@example.com',
  age: 27,
  status: 'PENDING',
  photoDetails: null,
  userDetails: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

/** Groups as an older or partial row may hold them: only some of the fields. */
const groups = (personalDetails: Record<string, unknown>) =>
  ({
    personalDetails,
    basicDetails: {},
    familyDetails: {},
    addressDetails: {},
    partnerpreferences: {},
  }) as unknown as UserRecord['userDetails'];

describe('displayNameOf', () => {
  it('prefers the stored full name', () => {
    expect(displayNameOf(record({ userDetails: groups({ fullName: 'Asha Sunil Mali', firstName: 'X' }) }))).toBe('Asha Sunil Mali');
  });

  it('joins the name parts when the full name is missing', () => {
    expect(displayNameOf(record({ userDetails: groups({ firstName: 'Asha', lastName: 'Mali' }) }))).toBe('Asha Mali');
  });

  it('falls back to the mobile number for a member who has not filled in a profile', () => {
    expect(displayNameOf(record())).toBe('9876543210');
  });
});

describe('thumbnailOf', () => {
  it('uses the thumbnail when there is one, else the photo', () => {
    expect(thumbnailOf(record({ photoDetails: { profilePhoto: '/p.jpg', thumbnail: '/t.webp' } }))).toBe('/t.webp');
    expect(thumbnailOf(record({ photoDetails: { profilePhoto: '/p.jpg' } }))).toBe('/p.jpg');
    expect(thumbnailOf(record())).toBeUndefined();
  });
});

describe('readUserInfoState', () => {
  it('accepts the record the list passes along', () => {
    const user = record();
    expect(readUserInfoState({ user, from: '/admin/pendingUsers?page=1' })).toEqual({
      user,
      from: '/admin/pendingUsers?page=1',
    });
  });

  it('refuses a visit without a record, so the screen can send the admin back to the list', () => {
    expect(readUserInfoState(null)).toBeNull();
    expect(readUserInfoState({ user: { name: 'no id' } })).toBeNull();
  });
});
