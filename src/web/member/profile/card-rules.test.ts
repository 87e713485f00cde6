import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../../contract/users.js';
import { interestLook } from '../interests/interest-look.js';
import { nextListingPage } from '../api/listing-body.js';
import { fill } from '../../lib/placeholders.js';
import { cardLines } from './card-lines.js';

const words = { age: (age: number) => `${age} years`, caste: (value: string) => `[${value}]` };

function profile(age: number | null, occupation?: string, caste?: string, city?: string): UserRecord {
  return {
    age,
    userDetails: { basicDetails: { occupation }, personalDetails: { caste }, addressDetails: { city } },
  } as unknown as UserRecord;
}

describe('the card’s lines under the name', () => {
  it('gives age, occupation cut short, then caste and city', () => {
    expect(cardLines(profile(30, 'Teacher', 'Hindu Mali', 'Pune'), words)).toEqual(['30 years', 'Teacher', '[Hindu Mali] · Pune']);
    expect(cardLines(profile(30, 'x'.repeat(200)), words)[1]).toMatch(/…$/);
  });

  it('leaves out an unknown age or occupation but always gives the last line', () => {
    expect(cardLines(profile(null, '  ', undefined, 'Pune'), words)).toEqual(['Pune']);
    expect(cardLines(profile(null), words)).toEqual(['']);
  });
});

describe('the interest button’s look', () => {
  it('sends when there is none, and says where one stands otherwise, a decline never shown to its sender', () => {
    expect(interestLook(undefined)).toMatchObject({ text: 'sendTo', colour: 'primary' });
    expect(interestLook(undefined).tab).toBeUndefined();
    expect(interestLook({ id: '1', direction: 'SENT', status: 'ACCEPTED' })).toMatchObject({ text: 'acceptedWith', tab: 'accepted' });
    expect(interestLook({ id: '1', direction: 'SENT', status: 'PENDING' })).toMatchObject({ text: 'noResponseFor', tab: 'sent' });
    expect(interestLook({ id: '1', direction: 'RECEIVED', status: 'PENDING' })).toMatchObject({ text: 'receivedFrom', tab: 'received' });
  });
});

describe('the listing’s next page', () => {
  it('starts after the last card when there are more, and is none otherwise', () => {
    expect(nextListingPage({ page: 2, hasMore: true, nextCursor: 'c' })).toEqual({ page: 3, cursor: 'c' });
    expect(nextListingPage({ page: 2, hasMore: false, nextCursor: 'c' })).toBeUndefined();
    expect(nextListingPage({ page: 2, hasMore: false, nextCursor: null })).toBeUndefined();
  });

  it('asks for the next page by number in the orders that give no cursor (matches, most complete)', () => {
    expect(nextListingPage({ page: 2, hasMore: true, nextCursor: null })).toEqual({ page: 3 });
  });
});

describe('placeholders filled without i18next', () => {
  it('fills the keys given and leaves the others as written', () => {
    expect(fill('Add {{name}} ({{age}}) {{other}}', { name: 'Asha', age: 30 })).toBe('Add Asha (30) {{other}}');
  });
});
