import { describe, expect, it } from 'vitest';
import { todayInIndia } from '../../../contract/dates.js';
import { moonSignCodeOf } from '../../../contract/horoscope/moon-of.js';
import { RASHIS, isNakshatra, rashiOf, type Rashi } from '../../../contract/horoscope/signs.js';
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

  it('store rashi and nakshatra by key, as a save through the API does, the rashi the one the charan falls in', () => {
    let both = 0;
    for (const member of members(1, 200)) {
      const { rashi, nakshatra, charan } = member.userDetails.basicDetails as { rashi: string; nakshatra: string; charan?: 1 | 2 | 3 | 4 };
      if (rashi) expect(RASHIS.includes(rashi as Rashi), rashi).toBe(true);
      if (nakshatra) expect(isNakshatra(nakshatra), nakshatra).toBe(true);
      if (rashi && nakshatra && isNakshatra(nakshatra)) {
        both++;
        expect(rashiOf(nakshatra, charan!)).toBe(rashi);
        expect(member.moonSign).toBe(moonSignCodeOf({ rashi, nakshatra }));
      }
    }
    expect(both).toBeGreaterThan(50);
  });
});
