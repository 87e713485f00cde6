import { ageInYears, yearsBefore, DAY_MS } from '../../../contract/dates.js';
import { MIN_AGE_YEARS } from '../../../contract/limits.js';
import { matchColumnsOf, type MatchColumns } from '../../users/match-columns.js';
import { joinFullName } from '../../../contract/full-name.js';
import { minimumAgeFor, type UserDetails } from '../../../contract/profile.js';
import { CASTES, HEIGHTS, INCOME_RANGES, PROFILE_STATE, SUB_CASTES } from '../../../contract/reference/index.js';
import { moonSignCodeOf } from '../../../contract/horoscope/moon-of.js';
import { parseNakshatra, parseRashi } from '../../../contract/horoscope/parse.js';
import { RASHIS as RASHI_KEYS, rashiOf, type Charan } from '../../../contract/horoscope/signs.js';
import { CAREERS, NAKSHATRAS, RASHIS, RELIGION, SKIN_COLOURS } from './details.js';
import { FATHER_NAMES, FEMALE_NAMES, MALE_NAMES, MOTHER_NAMES, SURNAMES } from './names.js';
import { LOCALITIES, PLACES, type Town } from './places.js';
import { weightedTable, type Random } from './random.js';

export interface SeedProfile {
  email: string;
  mobileNumber: string;
  status: 'ACTIVE' | 'PENDING' | 'REJECT';
  gender: string;
  fullName: string;
  dateOfBirth: string;
  income: number | null;
  city: string;
  caste: string;
  subCaste: string;
  /** The listing's moon sign column (contract/horoscope/moon-of.ts). */
  moonSign: number | null;
  userDetails: UserDetails;
  /** The matches view's columns, as the profile's save writes them (users/match-columns.ts). */
  matchColumns: MatchColumns;
  createdAt: Date;
}

/** When the batch is made: ages and "joined today" are reckoned from it. */
export interface SeedClock {
  today: string;
  now: number;
  startOfToday: number;
}

const YEAR_MS = 365 * DAY_MS;

const STATUS = weightedTable([
  ['ACTIVE', 85],
  ['PENDING', 10],
  ['REJECT', 5],
] as const);
const GENDER = weightedTable([
  ['Male', 49],
  ['Female', 49],
  ['other', 2],
] as const);
const MARRIAGE = weightedTable([
  ['Single', 90],
  ['Divorced', 5],
  ['Widowed', 3],
  ['Separated', 2],
] as const);
const BLOOD = weightedTable([
  ['B+', 32],
  ['O+', 30],
  ['A+', 22],
  ['AB+', 8],
  ['B-', 3],
  ['O-', 2],
  ['A-', 2],
  ['AB-', 1],
] as const);
/** Most members marry in their twenties; the older band stays well filled for the 31-50 filter. */
const AGE_BAND = weightedTable([
  [[18, 22], 22],
  [[23, 26], 28],
  [[27, 30], 26],
  [[31, 35], 14],
  [[36, 50], 10],
] as const);
const INCOME_BAND = weightedTable<readonly [number, number] | null>([
  [null, 10],
  [[60_000, 99_000], 4],
  ...INCOME_RANGES.map((range, i) => [[range.min, i === INCOME_RANGES.length - 1 ? 4_000_000 : range.max], [34, 24, 18, 10][i]!] as const),
]);
/** Phul Mali is by far the largest group; every sub-caste still appears. */
const SUB_CASTE = weightedTable(SUB_CASTES.map((name, i) => [name, i === 0 ? 30 : i < 6 ? 8 : 1] as const));
const DISTRICT = weightedTable(Object.entries(PLACES).map(([district, place]) => [district, place.weight] as const));
const BIG_CITIES = ['Pune', 'Mumbai', 'Nashik', 'Nagpur', 'Aurangabad', 'Kolhapur', ''] as const;

const heightLabel = (inches: number) => `${Math.floor(inches / 12)}'${inches % 12}"`;
const FIRST_HEIGHT_INCHES = 4 * 12 + 5;

function dayNumber(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
}

/**
 * Each member's dates come from a few thousand days and some thirty ages, so both are worked out
 * once: at a million members the date arithmetic was a third of the time spent making them.
 */
const isoDays = new Map<number, string>();
const birthDayRanges = new Map<string, readonly [number, number]>();

function isoDay(day: number): string {
  let iso = isoDays.get(day);
  if (iso === undefined) {
    iso = new Date(day * DAY_MS).toISOString().slice(0, 10);
    isoDays.set(day, iso);
  }
  return iso;
}

/** A birth date that makes the member exactly `age` years old today. */
function birthDateFor(random: Random, today: string, age: number): string {
  const key = `${today} ${age}`;
  let range = birthDayRanges.get(key);
  if (range === undefined) {
    range = [dayNumber(yearsBefore(today, age + 1)) + 1, dayNumber(yearsBefore(today, age))];
    birthDayRanges.set(key, range);
  }
  return isoDay(random.int(range[0], range[1]));
}

function parentMobile(random: Random): string {
  return `${random.pick(['9', '8', '7'])}${random.digits(9)}`;
}

/** Rough bell curve between two bounds: the mean of two draws. */
function around(random: Random, min: number, max: number): number {
  return Math.round((random.int(min, max) + random.int(min, max)) / 2);
}

const SIBLINGS = weightedTable([
  [0, 30],
  [1, 45],
  [2, 20],
  [3, 5],
] as const);

function siblings(random: Random, word: 'brother' | 'sister'): { text: string; count: number } {
  const count = random.weighted(SIBLINGS);
  if (count === 0) return { text: `No ${word}`, count };
  const married = random.int(0, count);
  const plural = count > 1 ? `${word}s` : word;
  if (count === 1) return { text: `1 ${word}, ${married ? 'married' : 'unmarried'}`, count };
  return { text: `${count} ${plural}, ${married} married`, count };
}

function address(random: Random, city: string): string {
  const house = random.chance(0.4) ? `Flat ${random.int(1, 40)}${random.pick(['A', 'B', 'C'])}` : `House ${random.int(1, 400)}`;
  return `${house}, ${random.pick(LOCALITIES)}, ${city}`;
}

function income(random: Random): number | undefined {
  const band = random.weighted(INCOME_BAND);
  if (!band) return undefined;
  return random.int(band[0] / 10_000, band[1] / 10_000) * 10_000;
}

/** One demo member whose groups pass the profile contract unchanged. */
export function makeProfile(random: Random, mobileNumber: string, clock: SeedClock): SeedProfile {
  const gender = random.weighted(GENDER);
  const female = gender === 'Female' || (gender === 'other' && random.chance(0.5));
  const firstName = random.pick(female ? FEMALE_NAMES : MALE_NAMES);
  // Marathi custom: the middle name is the father's first name.
  const middleName = random.pick(FATHER_NAMES);
  const lastName = random.pick(SURNAMES);
  const fullName = joinFullName({ firstName, middleName, lastName });
  const [ageMin, ageMax] = random.weighted(AGE_BAND);
  // The legal age to marry holds for demo members too: a groom of the youngest band is 21.
  const dateOfBirth = birthDateFor(
    random,
    clock.today,
    random.int(Math.max(ageMin, minimumAgeFor(gender)), Math.max(ageMax, minimumAgeFor(gender))),
  );
  const district = random.weighted(DISTRICT) as keyof typeof PLACES;
  const towns = PLACES[district].towns;
  const [city, taluka, pincode]: Town = random.pick(towns);
  const home = address(random, city);
  const [education, occupations] = random.pick(CAREERS);
  const yearly = income(random);
  const subCaste = random.weighted(SUB_CASTE);
  const caste = CASTES[0];
  const heightInches = female ? around(random, 58, 68) : around(random, 63, 74);
  const brothers = siblings(random, 'brother');
  const sisters = siblings(random, 'sister');
  const moon = moonSign(random);

  const userDetails: UserDetails = {
    personalDetails: {
      firstName,
      middleName,
      lastName,
      fullName,
      dateOfBirth,
      timeOfBirth: `${String(random.int(0, 23)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`,
      marriageStatus: random.weighted(MARRIAGE),
      bornPlace: random.chance(0.8) ? city : random.pick(towns)[0],
      gender,
      religion: RELIGION,
      caste,
      subCaste,
      bloodGroup: random.weighted(BLOOD),
    },
    basicDetails: {
      education,
      occupation: random.chance(0.95) ? random.pick(occupations) : '',
      ...(yearly === undefined ? {} : { income: yearly }),
      height: HEIGHTS[heightInches - FIRST_HEIGHT_INCHES]!,
      weight: female ? around(random, 42, 75) : around(random, 55, 90),
      skinColor: random.chance(0.8) ? random.pick(SKIN_COLOURS) : '',
      ...moon,
    },
    familyDetails: {
      motherName: `${random.pick(MOTHER_NAMES)} ${lastName}`,
      motherMobileNumber: parentMobile(random),
      fatherName: `${middleName} ${lastName}`,
      fatherMobileNumber: parentMobile(random),
      numOfBrothers: brothers.text,
      numOfSisters: sisters.text,
      ...(brothers.count > 0 && random.chance(0.6)
        ? { brotherName: `${random.pick(MALE_NAMES)} ${lastName}`, brotherMobileNumber: random.chance(0.5) ? parentMobile(random) : '' }
        : {}),
      ...(sisters.count > 0 && random.chance(0.6)
        ? { sisterName: `${random.pick(FEMALE_NAMES)} ${lastName}`, sisterMobileNumber: random.chance(0.5) ? parentMobile(random) : '' }
        : {}),
    },
    addressDetails: {
      address: home,
      tempAddress: random.chance(0.8) ? home : address(random, random.pick(['Pune', 'Mumbai', 'Nashik', 'Thane'])),
      city,
      pincode,
      taluka,
      district,
      state: PROFILE_STATE,
    },
    partnerpreferences: random.chance(0.3)
      ? {}
      : {
          PPAnnualIncome: random.pick(['', ...INCOME_RANGES.map((range) => range.label)]),
          PPCaste: caste,
          PPEducation: random.pick(['Graduate', 'Post graduate', 'Any']),
          PPResidingCountry: 'India',
          PPResidingState: PROFILE_STATE,
          PPResidingCity: random.pick(BIG_CITIES),
          PPHeight: female
            ? `${heightLabel(heightInches + 1)} - ${heightLabel(heightInches + 7)}`
            : `${heightLabel(heightInches - 7)} - ${heightLabel(heightInches)}`,
          PPWeight: '',
          PPSkinColor: random.pick(['Any', '']),
        },
  };

  // Half the members chose structured partner preferences, as the matches view needs to
  // be measured with. Read from what was drawn (no new draw), so every other value stays as it was.
  const digit = Number(mobileNumber.slice(-1));
  if (digit % 2 === 0) {
    const age = ageInYears(dateOfBirth, clock.today);
    Object.assign(userDetails.partnerpreferences ?? (userDetails.partnerpreferences = {}), {
      age: female
        ? { min: age, max: age + 6, must: digit % 4 === 0 }
        : { min: Math.max(MIN_AGE_YEARS, age - 6), max: age, must: digit % 4 === 0 },
      ...(female
        ? { height: { min: heightLabel(heightInches + 1), must: false } }
        : { marriageStatus: { anyOf: ['Single'], must: false } }),
      ...(digit === 2 || digit === 6 ? { place: { districts: [district], must: false } } : {}),
      subCaste: { anyOf: [subCaste], must: false },
    });
  }

  // A few join today, so the dashboard's "today" figures are not empty; the rest across the year.
  const createdAt = random.chance(0.01)
    ? clock.startOfToday + random.next() * (clock.now - clock.startOfToday)
    : clock.now - YEAR_MS + random.next() * (clock.startOfToday - (clock.now - YEAR_MS));

  return {
    email: `${firstName}.${lastName}.${mobileNumber}@example.com`.toLowerCase(),
    mobileNumber,
    status: random.weighted(STATUS),
    gender,
    fullName,
    dateOfBirth,
    income: yearly ?? null,
    city,
    caste,
    subCaste,
    moonSign: moonSignCodeOf(moon),
    userDetails,
    matchColumns: matchColumnsOf(userDetails),
    createdAt: new Date(createdAt),
  };
}

/**
 * Rashi, nakshatra and charan as members give them: most give a rashi, fewer a nakshatra, and
 * with both the rashi is the one the nakshatra's charan falls in. The draws are the ones the seed
 * always made, so every other value of a seeded member stays as it was; the rashi drawn picks the
 * charan. Stored by key, as a save through the API stores what it reads (the drawn names are
 * the Marathi-style spellings members type).
 */
function moonSign(random: Random): { rashi: string; nakshatra: string; charan?: Charan } {
  const drawnRashi = random.chance(0.85) ? parseRashi(random.pick(RASHIS)) : undefined;
  const star = random.chance(0.7) ? parseNakshatra(random.pick(NAKSHATRAS)) : undefined;
  if (!drawnRashi || !star) return { rashi: drawnRashi ?? '', nakshatra: star ?? '' };
  const charan = ((RASHI_KEYS.indexOf(drawnRashi) % 4) + 1) as Charan;
  return { rashi: rashiOf(star, charan), nakshatra: star, charan };
}
