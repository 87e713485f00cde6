import { describe, expect, it } from 'vitest';
import { profileCompleteness } from './completeness.js';
import type { UserRecord } from './users.js';

type Record = Pick<UserRecord, 'photoDetails' | 'userDetails'>;

/** A profile with only what the form requires. */
function bare(): Record {
  return {
    photoDetails: null,
    userDetails: {
      personalDetails: { firstName: 'Asha', lastName: 'Mali', dateOfBirth: '1996-01-01', gender: 'Female' },
      basicDetails: { education: 'B.Com', height: `5'2"`, weight: '50' },
      familyDetails: { motherName: 'Shobha', fatherName: 'Vasant' },
      addressDetails: { city: 'Pune', district: 'Pune' },
    },
  } as unknown as Record;
}

function withDetails(change: (details: Record['userDetails'] & object) => void, photo = false): Record {
  const record = bare();
  change(record.userDetails as Record['userDetails'] & object);
  if (photo) record.photoDetails = { profilePhoto: '/api/files/photos/a.jpg' };
  return record;
}

describe('profile completeness', () => {
  it('counts the required fields as a quarter, and names the photo, the preferences and the horoscope first', () => {
    expect(profileCompleteness(bare())).toEqual({ percent: 25, next: ['photo', 'preferences', 'horoscope'] });
  });

  it('is nothing before the profile form is saved, but the photo', () => {
    expect(profileCompleteness({ photoDetails: null, userDetails: null }).percent).toBe(0);
    expect(profileCompleteness({ photoDetails: { profilePhoto: '/x.jpg' }, userDetails: null }).percent).toBe(20);
  });

  it('gives each part its points, in part when part of it is given', () => {
    expect(profileCompleteness(withDetails(() => undefined, true))).toEqual({ percent: 45, next: ['preferences', 'horoscope', 'family'] });
    const horoscope = withDetails((details) => Object.assign(details.basicDetails, { rashi: 'mesha', nakshatra: 'ashwini' }));
    expect(profileCompleteness(horoscope).percent).toBe(35);
    const preferences = withDetails((details) => (details.partnerpreferences = { PPCaste: 'Mali', PPResidingCity: 'Pune' }));
    expect(profileCompleteness(preferences).percent).toBe(35);
    // Blank text is not given.
    const blank = withDetails((details) => (details.partnerpreferences = { PPCaste: '  ', PPHeight: '' }));
    expect(profileCompleteness(blank).percent).toBe(25);
    // A structured preference counts as one.
    const structured = withDetails(
      (details) =>
        (details.partnerpreferences = {
          PPCaste: 'Mali',
          age: { min: 24, max: 29, must: true },
          diet: { anyOf: ['vegetarian'], must: false },
        }),
    );
    expect(profileCompleteness(structured).percent).toBe(40);
  });

  it('is 100 for a whole profile, with nothing left to add', () => {
    const whole = withDetails((details) => {
      Object.assign(details.basicDetails, {
        rashi: 'mesha',
        nakshatra: 'ashwini',
        manglik: 'no',
        occupation: 'CA',
        income: 900000,
        diet: 'vegetarian',
      });
      Object.assign(details.familyDetails, {
        numOfBrothers: '1',
        gotra: 'Kashyap',
        devak: 'Panchpalvi',
        kuldaivat: 'Khandoba',
        nativePlace: 'Saswad',
        maternalUncleVillage: 'Jejuri',
      });
      details.partnerpreferences = { PPCaste: 'Mali', PPResidingCity: 'Pune', PPEducation: 'Graduate' };
    }, true);
    expect(profileCompleteness(whole)).toEqual({ percent: 100, next: [] });
  });

  it('names what loses most first, then in the parts’ order', () => {
    const record = withDetails((details) => {
      details.partnerpreferences = { PPCaste: 'Mali', PPResidingCity: 'Pune', PPEducation: 'Graduate' };
      Object.assign(details.basicDetails, { rashi: 'mesha' });
    }, true);
    // Family loses 15, horoscope 10, career 5, diet 5.
    expect(profileCompleteness(record).next).toEqual(['family', 'horoscope', 'career']);
  });
});
