import type { BiodataDocumentAnswer, BiodataInvocation } from '../../contract/biodata.js';
import { TIME_ZONE } from '../../contract/dates.js';
import { fullNameOf } from '../../contract/full-name.js';
import { ganaOf, nadiOf, yoniOf } from '../../contract/horoscope/derived.js';
import { parseNakshatra } from '../../contract/horoscope/parse.js';
import type { Language } from '../../contract/limits.js';
import { CONTACT_FIELDS } from '../../contract/privacy.js';
import { profileNumberOf } from '../../contract/profile-number.js';
import type { UserRecord } from '../../contract/users.js';
import { textsFor, type Texts } from './texts.js';

type Group = 'personalDetails' | 'basicDetails' | 'familyDetails' | 'addressDetails' | 'partnerpreferences';
type Kind = 'text' | 'choice' | 'date' | 'time' | 'income' | 'weight';

/** One row: where its value sits, how it is shown, and for choices the list that translates it. */
interface Row {
  group: Group | 'record';
  key: string;
  kind?: Kind;
  list?: string;
  /** A value that follows from others (nadi, gana and yoni from the nakshatra). */
  derive?: (values: Record<string, unknown>) => string | undefined;
}

const fromNakshatra = (key: 'nadi' | 'gana' | 'yoni', of: (n: NonNullable<ReturnType<typeof parseNakshatra>>) => string): Row => ({
  group: 'basicDetails',
  key,
  kind: 'choice',
  list: key,
  derive: (values) => {
    const nakshatra = typeof values.nakshatra === 'string' ? parseNakshatra(values.nakshatra) : undefined;
    return nakshatra && of(nakshatra);
  },
});

/**
 * The traditional order of a Marathi biodata: personal, horoscope, family and community,
 * education and occupation, address, then contacts and expectations.
 */
const SECTIONS: { id: string; rows: Row[] }[] = [
  {
    id: 'personal',
    rows: [
      { group: 'personalDetails', key: 'dateOfBirth', kind: 'date' },
      { group: 'personalDetails', key: 'timeOfBirth', kind: 'time' },
      { group: 'personalDetails', key: 'bornPlace' },
      { group: 'basicDetails', key: 'height' },
      { group: 'basicDetails', key: 'weight', kind: 'weight' },
      { group: 'personalDetails', key: 'bloodGroup' },
      { group: 'basicDetails', key: 'skinColor' },
      { group: 'personalDetails', key: 'marriageStatus', kind: 'choice', list: 'marriageStatus' },
      { group: 'personalDetails', key: 'religion', kind: 'choice', list: 'religion' },
      { group: 'personalDetails', key: 'caste', kind: 'choice', list: 'caste' },
      { group: 'personalDetails', key: 'subCaste', kind: 'choice', list: 'subCaste' },
      { group: 'basicDetails', key: 'diet', kind: 'choice', list: 'diet' },
    ],
  },
  {
    id: 'horoscope',
    rows: [
      { group: 'basicDetails', key: 'rashi', kind: 'choice', list: 'rashi' },
      { group: 'basicDetails', key: 'nakshatra', kind: 'choice', list: 'nakshatra' },
      { group: 'basicDetails', key: 'charan' },
      fromNakshatra('nadi', nadiOf),
      fromNakshatra('gana', ganaOf),
      fromNakshatra('yoni', yoniOf),
      { group: 'basicDetails', key: 'manglik', kind: 'choice', list: 'manglik' },
    ],
  },
  {
    id: 'family',
    rows: [
      { group: 'familyDetails', key: 'fatherName' },
      { group: 'familyDetails', key: 'motherName' },
      { group: 'familyDetails', key: 'numOfBrothers' },
      { group: 'familyDetails', key: 'marriedBrothers' },
      { group: 'familyDetails', key: 'numOfSisters' },
      { group: 'familyDetails', key: 'marriedSisters' },
      { group: 'familyDetails', key: 'gotra' },
      { group: 'familyDetails', key: 'devak' },
      { group: 'familyDetails', key: 'kuldaivat' },
      { group: 'familyDetails', key: 'nativePlace' },
      { group: 'familyDetails', key: 'maternalUncleName' },
      { group: 'familyDetails', key: 'maternalUncleVillage' },
    ],
  },
  {
    id: 'education',
    rows: [
      { group: 'basicDetails', key: 'education' },
      { group: 'basicDetails', key: 'occupation' },
      { group: 'basicDetails', key: 'income', kind: 'income' },
    ],
  },
  {
    id: 'address',
    rows: [
      { group: 'addressDetails', key: 'address' },
      { group: 'addressDetails', key: 'city' },
      { group: 'addressDetails', key: 'taluka' },
      { group: 'addressDetails', key: 'district', kind: 'choice', list: 'district' },
      { group: 'addressDetails', key: 'pincode' },
    ],
  },
  {
    id: 'contacts',
    rows: [
      { group: 'record', key: 'mobileNumber' },
      { group: 'record', key: 'email' },
      { group: 'familyDetails', key: 'fatherMobileNumber' },
      { group: 'familyDetails', key: 'motherMobileNumber' },
    ],
  },
  {
    id: 'expectations',
    rows: ['PPEducation', 'PPAnnualIncome', 'PPCaste', 'PPResidingCity', 'PPHeight', 'PPWeight', 'PPSkinColor'].map((key) => ({
      group: 'partnerpreferences' as const,
      key,
      ...(key === 'PPWeight' ? { kind: 'weight' as const } : {}),
    })),
  },
];

const locales: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' };

function formatted(row: Row, value: string, t: Texts, language: Language): string {
  const locale = `${locales[language]}-u-nu-latn`;
  switch (row.kind) {
    case 'choice':
      return t(`profile:choices.${row.list}.${value}`) ?? value;
    case 'date': {
      const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
      if (Number.isNaN(date.getTime())) return value;
      return new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
    }
    case 'time': {
      const match = /^(\d{2}):(\d{2})/.exec(value);
      if (!match) return value;
      const at = new Date(Date.UTC(2000, 0, 1, Number(match[1]) - 5, Number(match[2]) - 30));
      return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: TIME_ZONE }).format(at);
    }
    case 'income':
      return /^\d+$/.test(value) ? `₹ ${new Intl.NumberFormat('en-IN').format(Number(value))}` : value;
    case 'weight':
      return /^\d+$/.test(value) ? (t('profile:units.kg', { value }) ?? value) : value;
    default:
      return value;
  }
}

const text = (value: unknown): string | undefined => {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** What a share link leaves out unless the member ticked it: contacts, and the address lines. */
export interface BiodataShown {
  contacts: boolean;
  address: boolean;
}

/**
 * A member's biodata as words in one language, from their record as this reader may read it (a
 * viewer's record already lacks what its owner withholds from them). Empty rows and sections are
 * left out; `shown` takes out contacts and address lines besides.
 */
export function buildBiodata(
  record: UserRecord,
  options: { language: Language; invocation?: BiodataInvocation | null; shown: BiodataShown; photo?: string },
): BiodataDocumentAnswer {
  const { language, shown } = options;
  const t = textsFor(language);
  const details = record.userDetails;
  const withheld = new Set<string>([
    ...(shown.contacts ? [] : [...CONTACT_FIELDS.record, ...CONTACT_FIELDS.familyDetails]),
    ...(shown.address ? [] : CONTACT_FIELDS.addressDetails),
  ]);
  const valueOf = (row: Row): string | undefined => {
    if (withheld.has(row.key)) return undefined;
    const values = (row.group === 'record' ? record : details?.[row.group]) as Record<string, unknown> | undefined;
    if (!values) return undefined;
    return text(row.derive ? row.derive(values) : values[row.key]);
  };
  const sections = SECTIONS.map((section) => ({
    id: section.id,
    title: t(`biodata:sections.${section.id}`) ?? section.id,
    rows: section.rows.flatMap((row) => {
      const value = valueOf(row);
      return value === undefined
        ? []
        : [{ key: row.key, label: t(`profile:fields.${row.key}`) ?? row.key, value: formatted(row, value, t, language) }];
    }),
  })).filter((section) => section.rows.length > 0);
  const invocation = options.invocation ? t(`biodata:invocations.${options.invocation}`) : undefined;
  return {
    language,
    ...(invocation ? { invocation } : {}),
    title: t('biodata:documentTitle') ?? 'Biodata',
    name: fullNameOf(details?.personalDetails) || '',
    ...(options.photo ? { photo: options.photo } : {}),
    sections,
    footer: t('biodata:footer', { number: profileNumberOf(record._id) }) ?? '',
  };
}
