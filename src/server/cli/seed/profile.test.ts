import { describe, expect, it } from 'vitest';
import { todayInIndia } from '../../../contract/dates.js';
import { makeProfile, type SeedClock } from './profile.js';
import { Random } from './random.js';

const today = todayInIndia();
const clock: SeedClock = { now: Date.now(), today, startOfToday: Date.parse(`${today}T00:00:00+05:30`) };

function members(seed: number, count: number) {
  const random = new Random(seed);
  return Array.from({ length: count }, (_, i) => makeProfile(random, String(7_000_000_000 + i), clock));
}

describe('demo members', () => {
  it('are the same for the same seed value, and differ for another', () => {
    expect(members(42, 50)).toEqual(members(42, 50));
    expect(members(43, 50).map((m) => m.fullName)).not.toEqual(members(42, 50).map((m) => m.fullName));
  });

  it('name the father as the middle name, and place everyone in a real district', () => {
    for (const member of members(1, 200)) {
      const { personalDetails, familyDetails, addressDetails } = member.userDetails;
      expect(familyDetails.fatherName).toBe(`${personalDetails.middleName} ${personalDetails.lastName}`);
      expect(addressDetails.address).toContain(addressDetails.city);
      expect(addressDetails.pincode).toMatch(/^[1-9]\d{5}$/);
      expect(member.email).toBe(
        `${personalDetails.firstName}.${personalDetails.lastName}.${member.mobileNumber}@example.com`.toLowerCase(),
      );
    }
  });
});
