import { z } from 'zod';
import { ageInYears, isIsoDate, todayInIndia } from './dates.js';
import { letters, optionalMobileNumber, optionalText, requiredText, textOrNumber } from './fields.js';
import { LONG_TEXT_MAX, MIN_AGE_BRIDE, MIN_AGE_GROOM, MIN_AGE_YEARS, MOBILE_DIGITS } from './limits.js';
import { DOCUMENT_TYPES } from './moderation.js';
import { preferenceFields } from './preferences.js';
import { parseNakshatra, parseRashi } from './horoscope/parse.js';
import { MANGLIK, moonFieldInConflict, type Charan } from './horoscope/signs.js';
import {
  BLOOD_GROUPS,
  CASTES,
  GENDERS,
  HEIGHTS,
  type Gender,
  MAHARASHTRA_DISTRICTS,
  DIETS,
  EDUCATION_LEVELS,
  MARRIAGE_STATUSES,
  PROFILE_STATE,
  SIBLINGS_MAX,
  SUB_CASTES,
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
} from './reference/index.js';

/** SPEC's key for the profile form's "required" message. */
const REQUIRED = 'userDetails.personalInfo.errors.required';

const field = (max?: number, multiline = false) => requiredText(max, REQUIRED, multiline);
const name = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .min(2, { error: 'validation.tooShort', abort: true })
    .max(max, 'validation.tooLong')
    .pipe(requiredText(max, REQUIRED))
    .pipe(letters);
/** Parents' and siblings' names: any length up to the usual, with a letter. */
const relativeName = () => field().pipe(letters);
const optionalRelativeName = () => optionalText().pipe(letters.optional());
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input ? 'validation.choice' : REQUIRED) });
const oneOf = (values: readonly string[]) => field().refine((value) => values.includes(value), 'validation.choice');

const dateOfBirth = field(10)
  .refine(isIsoDate, { error: 'validation.date', abort: true })
  .refine((value) => value <= todayInIndia(), { error: 'validation.bornInFuture', abort: true })
  .refine((value) => ageInYears(value) >= MIN_AGE_YEARS, 'validation.minimumAge');

/**
 * The legal age to marry (Prohibition of Child Marriage Act, 2006): 21 for a groom, 18 for a
 * bride. 'other' is held to the higher age, so no reading of the law admits a minor.
 */
export function minimumAgeFor(gender: Gender): number {
  return gender === 'Female' ? MIN_AGE_BRIDE : MIN_AGE_GROOM;
}

const MINIMUM_AGE_MESSAGE: Record<Gender, string> = {
  Male: 'validation.minimumAgeGroom',
  // A bride's age is the floor every date of birth is held to, with its message.
  Female: 'validation.minimumAge',
  other: 'validation.minimumAgeOther',
};

const personalFields = z.strictObject({
  firstName: name(15),
  middleName: name(15),
  lastName: name(25),
  /** Ignored on input: the server joins first, middle and last names. */
  fullName: optionalText(100),
  dateOfBirth,
  timeOfBirth: field(5).pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.time')),
  marriageStatus: choice(MARRIAGE_STATUSES),
  bornPlace: field(),
  gender: choice(GENDERS),
  religion: field(),
  caste: oneOf(CASTES),
  subCaste: oneOf(SUB_CASTES),
  bloodGroup: choice(BLOOD_GROUPS),
});

/**
 * The age rule needs the date of birth and the gender together; it speaks once both are valid,
 * on the date of birth, whatever else in the group is still missing.
 */
const personalDetails = personalFields.refine((value) => ageInYears(value.dateOfBirth) >= minimumAgeFor(value.gender), {
  path: ['dateOfBirth'],
  error: (issue) => MINIMUM_AGE_MESSAGE[(issue.input as { gender: Gender }).gender],
  when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'dateOfBirth' || issue.path?.[0] === 'gender'),
});

/** Yearly income in rupees; optional, a whole non-negative number ('' means not given). */
const income = textOrNumber
  .transform((value) => value.replace(/[,\s]/g, ''))
  .pipe(z.string().regex(/^\d{0,11}$/, 'validation.mustBeNumber'))
  .transform((value) => (value === '' ? undefined : Number(value)))
  .optional();

const weight = textOrNumber.pipe(
  z
    .string()
    .min(1, { error: REQUIRED, abort: true })
    .regex(/^\d+$/, { error: 'validation.mustBeNumber', abort: true })
    .transform(Number)
    .pipe(z.number().min(WEIGHT_MIN_KG, 'validation.choice').max(WEIGHT_MAX_KG, 'validation.choice')),
);

/** A choice the member may leave out: '' or absent is "not given". */
const optionalChoice = <T extends readonly string[]>(values: T) =>
  z
    .string({ error: 'validation.choice' })
    .trim()
    .refine((value) => value === '' || values.includes(value), 'validation.choice')
    .transform((value) => (value === '' ? undefined : (value as T[number])))
    .optional();

/** A small count the member may leave out ('' means not given). */
const optionalCount = (max: number) =>
  textOrNumber
    .pipe(z.string().regex(/^\d{0,3}$/, 'validation.mustBeNumber'))
    .transform((value) => (value === '' ? undefined : Number(value)))
    .pipe(z.number().max(max, 'validation.choice').optional())
    .optional();

/**
 * SPEC's rashi and nakshatra are free text. A value that names a sign in any of the usual
 * spellings or scripts is stored as its key (contract/horoscope/signs.ts), so screens translate it
 * and guna milan can read it; anything else is kept as typed (docs/decisions/0037-horoscope-fields.md).
 */
const sign = (parse: (text: string) => string | undefined) =>
  optionalText().transform((value) => (value ? (parse(value) ?? value) : value));

const charan = textOrNumber
  .pipe(z.string().regex(/^[1-4]?$/, 'validation.choice'))
  .transform((value) => (value === '' ? undefined : (Number(value) as Charan)))
  .optional();

/** Which moon field disagrees with the others: the message names it (a 400 on the server). */
const MOON_CONFLICT_MESSAGE = { rashi: 'validation.rashiNakshatra', nakshatra: 'validation.charanNakshatra' } as const;

const basicDetails = z
  .strictObject({
    education: field(),
    /** The highest education completed, from the list partner preferences read (beside SPEC's free text). */
    educationLevel: optionalChoice(EDUCATION_LEVELS),
    occupation: optionalText(),
    income,
    height: oneOf(HEIGHTS),
    weight,
    skinColor: optionalText(),
    rashi: sign(parseRashi),
    nakshatra: sign(parseNakshatra),
    /** The quarter (pada) of the nakshatra: with it, the rashi follows (nine nakshatras span two). */
    charan,
    manglik: optionalChoice(MANGLIK),
    diet: optionalChoice(DIETS),
  })
  .superRefine((value, context) => {
    const conflict = moonFieldInConflict({
      rashi: parseRashi(value.rashi),
      nakshatra: parseNakshatra(value.nakshatra),
      charan: value.charan,
    });
    if (conflict) context.addIssue({ code: 'custom', path: [conflict], message: MOON_CONFLICT_MESSAGE[conflict] });
  });

const requiredMobile = textOrNumber.pipe(
  z
    .string()
    .min(1, { error: REQUIRED, abort: true })
    .regex(/^\d+$/, { error: 'validation.mustBeNumber', abort: true })
    .length(MOBILE_DIGITS, 'validation.mobileLength'),
);

const familyDetails = z.strictObject({
  motherName: relativeName(),
  motherMobileNumber: requiredMobile,
  fatherName: relativeName(),
  fatherMobileNumber: requiredMobile,
  numOfBrothers: optionalText(LONG_TEXT_MAX, true),
  numOfSisters: optionalText(LONG_TEXT_MAX, true),
  brotherName: optionalRelativeName(),
  brotherMobileNumber: optionalMobileNumber,
  sisterName: optionalRelativeName(),
  sisterMobileNumber: optionalMobileNumber,
  /** Of the brothers and sisters, how many are married (a biodata says "2, 1 married"). */
  marriedBrothers: optionalCount(SIBLINGS_MAX),
  marriedSisters: optionalCount(SIBLINGS_MAX),
  // The community details a Marathi biodata carries (docs/decisions/0037-horoscope-fields.md).
  gotra: optionalText(),
  devak: optionalText(),
  /** The family deity (कुलदैवत). */
  kuldaivat: optionalText(),
  nativePlace: optionalText(),
  /** The mother's brother (मामा) and the mother's family's village (आजोळ). */
  maternalUncleName: optionalRelativeName(),
  maternalUncleVillage: optionalText(),
});

const addressDetails = z.strictObject({
  address: field(LONG_TEXT_MAX, true),
  tempAddress: field(LONG_TEXT_MAX, true),
  city: field(),
  pincode: textOrNumber.pipe(
    z
      .string()
      .min(1, { error: REQUIRED, abort: true })
      .regex(/^\d{6}$/, 'validation.pincode'),
  ),
  taluka: field(),
  district: oneOf(MAHARASHTRA_DISTRICTS),
  state: field().refine((value) => value === PROFILE_STATE, 'validation.choice'),
});

const partnerPreferences = z.strictObject({
  PPAnnualIncome: optionalText(),
  PPCaste: optionalText(),
  PPEducation: optionalText(),
  PPResidingCountry: optionalText(),
  PPResidingState: optionalText(),
  PPResidingCity: optionalText(),
  PPHeight: optionalText(),
  PPWeight: optionalText(),
  PPSkinColor: optionalText(),
  ...preferenceFields,
});

export const userDetails = z.strictObject({
  personalDetails,
  basicDetails,
  familyDetails,
  addressDetails,
  partnerpreferences: partnerPreferences.optional(),
});
export type UserDetailsInput = z.input<typeof userDetails>;
export type UserDetails = z.output<typeof userDetails>;

/** A URL the upload call returned; the server checks it names the caller's own file. */
const uploadUrl = requiredText(500, 'validation.uploadUrl');

/**
 * SPEC's photo details, and which identity document `adharCard` is (the member app always says;
 * SPEC's client does not, and the type is then unknown).
 */
const photoDetailsInput = z
  .strictObject({
    profilePhoto: uploadUrl.optional(),
    adharCard: uploadUrl.optional(),
    documentType: z.enum(DOCUMENT_TYPES, { error: 'validation.choice' }).optional(),
  })
  .refine((v) => v.profilePhoto !== undefined || v.adharCard !== undefined, 'validation.uploadUrl')
  .refine((v) => v.documentType === undefined || v.adharCard !== undefined, { error: 'validation.uploadUrl', path: ['adharCard'] });

/** SPEC's updateUser body: either photo details, or age plus the profile groups. */
export const updateUserBody = z
  .strictObject({
    photoDetails: photoDetailsInput.optional(),
    /** Ignored: the server computes age from the date of birth. */
    age: z.union([z.number(), z.string()]).optional(),
    userDetails: userDetails.optional(),
  })
  .refine((v) => (v.photoDetails === undefined) !== (v.userDetails === undefined), {
    error: 'validation.updateUserShape',
  });
export type UpdateUserBody = z.input<typeof updateUserBody>;
