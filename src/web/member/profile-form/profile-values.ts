import { preferencesOf, type PreferenceKey } from '../../../contract/preference-keys.js';
import type { UserDetailsInput } from '../../../contract/profile.js';
import { CASTES, PROFILE_STATE, RELIGIONS } from '../../../contract/reference/index.js';
import type { UserRecord } from '../../../contract/users.js';
import { storedText } from '../../lib/format.js';

type Stored = UserRecord['userDetails'];

/** A stored field as the form's text; groups from storage may predate a field, so each may be missing. */
function text(group: object | undefined, key: string, fallback = ''): string {
  const value = (group as Record<string, unknown> | undefined)?.[key];
  if (value === null || value === undefined) return fallback;
  return storedText(value);
}

/**
 * The form's values from a stored profile (or empty ones). Every field is text, so inputs stay
 * controlled; the contract's schema turns them into numbers where it needs numbers. State and
 * caste start at the only values the product offers, religion at the first of its list (stored as
 * the English word, shown translated).
 */
export function toProfileValues(stored: Stored | null | undefined): UserDetailsInput {
  const personal = stored?.personalDetails;
  const basic = stored?.basicDetails;
  const family = stored?.familyDetails;
  const address = stored?.addressDetails;
  const partner = stored?.partnerpreferences;
  return {
    personalDetails: {
      firstName: text(personal, 'firstName'),
      middleName: text(personal, 'middleName'),
      lastName: text(personal, 'lastName'),
      dateOfBirth: text(personal, 'dateOfBirth').slice(0, 10),
      timeOfBirth: text(personal, 'timeOfBirth').slice(0, 5),
      marriageStatus: text(personal, 'marriageStatus') as UserDetailsInput['personalDetails']['marriageStatus'],
      bornPlace: text(personal, 'bornPlace'),
      gender: text(personal, 'gender') as UserDetailsInput['personalDetails']['gender'],
      religion: text(personal, 'religion', RELIGIONS[0]),
      caste: text(personal, 'caste', CASTES[0]),
      subCaste: text(personal, 'subCaste'),
      bloodGroup: text(personal, 'bloodGroup') as UserDetailsInput['personalDetails']['bloodGroup'],
    },
    basicDetails: {
      education: text(basic, 'education'),
      educationLevel: text(basic, 'educationLevel'),
      occupation: text(basic, 'occupation'),
      income: text(basic, 'income'),
      height: text(basic, 'height'),
      weight: text(basic, 'weight'),
      skinColor: text(basic, 'skinColor'),
      rashi: text(basic, 'rashi'),
      nakshatra: text(basic, 'nakshatra'),
      charan: text(basic, 'charan'),
      manglik: text(basic, 'manglik'),
      diet: text(basic, 'diet'),
    },
    familyDetails: {
      motherName: text(family, 'motherName'),
      motherMobileNumber: text(family, 'motherMobileNumber'),
      fatherName: text(family, 'fatherName'),
      fatherMobileNumber: text(family, 'fatherMobileNumber'),
      numOfBrothers: text(family, 'numOfBrothers'),
      numOfSisters: text(family, 'numOfSisters'),
      brotherName: text(family, 'brotherName'),
      brotherMobileNumber: text(family, 'brotherMobileNumber'),
      sisterName: text(family, 'sisterName'),
      sisterMobileNumber: text(family, 'sisterMobileNumber'),
      marriedBrothers: text(family, 'marriedBrothers'),
      marriedSisters: text(family, 'marriedSisters'),
      gotra: text(family, 'gotra'),
      devak: text(family, 'devak'),
      kuldaivat: text(family, 'kuldaivat'),
      nativePlace: text(family, 'nativePlace'),
      maternalUncleName: text(family, 'maternalUncleName'),
      maternalUncleVillage: text(family, 'maternalUncleVillage'),
    },
    addressDetails: {
      address: text(address, 'address'),
      tempAddress: text(address, 'tempAddress'),
      city: text(address, 'city'),
      pincode: text(address, 'pincode'),
      taluka: text(address, 'taluka'),
      district: text(address, 'district'),
      state: text(address, 'state', PROFILE_STATE),
    },
    partnerpreferences: {
      PPAnnualIncome: text(partner, 'PPAnnualIncome'),
      PPCaste: text(partner, 'PPCaste'),
      PPEducation: text(partner, 'PPEducation'),
      PPResidingCountry: text(partner, 'PPResidingCountry'),
      PPResidingState: text(partner, 'PPResidingState'),
      PPResidingCity: text(partner, 'PPResidingCity'),
      PPHeight: text(partner, 'PPHeight'),
      PPWeight: text(partner, 'PPWeight'),
      PPSkinColor: text(partner, 'PPSkinColor'),
      ...preferenceValues(partner),
    },
  };
}

type PreferenceValues = Pick<NonNullable<UserDetailsInput['partnerpreferences']>, PreferenceKey>;

/** The structured preferences as the form holds them: every one present, empty when not chosen. */
function preferenceValues(partner: object | undefined): PreferenceValues {
  const stored = preferencesOf({ partnerpreferences: partner });
  const must = (key: PreferenceKey) => stored[key]?.must === true;
  const list = (values: readonly string[] | undefined) => [...(values ?? [])];
  return {
    age: { min: text(stored.age, 'min'), max: text(stored.age, 'max'), must: must('age') },
    height: { min: text(stored.height, 'min'), max: text(stored.height, 'max'), must: must('height') },
    marriageStatus: { anyOf: list(stored.marriageStatus?.anyOf), must: must('marriageStatus') },
    education: { min: text(stored.education, 'min'), must: must('education') },
    income: { min: text(stored.income, 'min'), must: must('income') },
    caste: { anyOf: list(stored.caste?.anyOf), must: must('caste') },
    subCaste: { anyOf: list(stored.subCaste?.anyOf), must: must('subCaste') },
    place: { districts: list(stored.place?.districts), cities: list(stored.place?.cities), must: must('place') },
    diet: { anyOf: list(stored.diet?.anyOf), must: must('diet') },
    manglik: { value: text(stored.manglik, 'value'), must: must('manglik') },
  };
}
