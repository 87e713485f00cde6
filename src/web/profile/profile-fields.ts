import { ganaOf, nadiOf, yoniOf } from '../../contract/horoscope/derived.js';
import { isNakshatra, type Nakshatra } from '../../contract/horoscope/signs.js';
import { FREE_TEXT_OF, PREFERENCE_KEYS, type PreferenceKey } from '../../contract/preference-keys.js';
import type { StoredUserDetails } from '../../contract/users.js';

/** Where a field sits: the record itself (account facts) or one of the profile's groups. */
export type GroupId = 'account' | keyof StoredUserDetails;

/** Reference lists whose stored values (English words) are shown translated. */
export type ChoiceList =
  | 'status'
  | 'marriageStatus'
  | 'gender'
  | 'religion'
  | 'caste'
  | 'subCaste'
  | 'district'
  | 'state'
  | 'rashi'
  | 'nakshatra'
  | 'manglik'
  | 'diet'
  | 'educationLevel'
  | 'nadi'
  | 'gana'
  | 'yoni';

/** How a stored value is shown. */
type FieldKind = 'text' | 'name' | 'choice' | 'date' | 'time' | 'instant' | 'income' | 'weight' | 'phone' | 'email' | 'preference';

type AccountKey = 'mobileNumber' | 'email' | 'age' | 'status' | 'createdAt' | 'subscriptionUntil';
type KeyOf<G extends GroupId> = G extends keyof StoredUserDetails ? keyof StoredUserDetails[G] & string : AccountKey;

export interface ProfileField<K extends string = string> {
  key: K;
  kind: FieldKind;
  /** For choices: the list whose translations label the value. */
  list?: ChoiceList;
  /** Contact details: withheld together from viewers who may not see them (`hidden.contact`). */
  contact?: boolean;
  /** Shown, never typed: the value follows from the group's stored fields. */
  derive?: (group: Record<string, unknown>) => string | undefined;
  /** The label's key in the profile namespace, when it is not `fields.<key>`. */
  label?: string;
  /**
   * SPEC's free-text preferences: the structured ones that stand for it. Once the member chose one
   * of them, the text is no longer shown (docs/decisions/0041-partner-preferences.md).
   */
  supersededBy?: readonly PreferenceKey[];
}

export interface ProfileGroup {
  id: GroupId;
  fields: ProfileField[];
}

function group<G extends GroupId>(id: G, fields: (KeyOf<G> | ProfileField<KeyOf<G>>)[]): ProfileGroup {
  return { id, fields: fields.map((field) => (typeof field === 'string' ? { key: field, kind: 'text' } : field)) };
}

const choice = <K extends string>(key: K, list: ChoiceList): ProfileField<K> => ({ key, kind: 'choice', list });
/** Nadi, gana and yoni follow from the nakshatra (contract/horoscope/derived.ts). */
const fromNakshatra = (list: 'nadi' | 'gana' | 'yoni', of: (nakshatra: Nakshatra) => string) =>
  ({
    key: list,
    kind: 'choice',
    list,
    // The server stores the key of every nakshatra it can read (and migration 0025 rewrote the
    // spellings saved before it did); other text derives nothing.
    derive: (group) => (isNakshatra(group.nakshatra) ? of(group.nakshatra) : undefined),
  }) as ProfileField<never>;
const phone = <K extends string>(key: K): ProfileField<K> => ({ key, kind: 'phone', contact: true });
/** Address lines and pin code go with the contact details (contract/privacy.ts CONTACT_FIELDS). */
const contactText = <K extends string>(key: K): ProfileField<K> => ({ key, kind: 'text', contact: true });

/** SPEC's free text a structured preference stands for (FREE_TEXT_OF), shown until one is chosen. */
const freeTextPreference = <K extends string>(key: K): ProfileField<K> => ({
  key,
  kind: 'text',
  supersededBy: PREFERENCE_KEYS.filter((preference) => FREE_TEXT_OF[preference] === key),
});

/**
 * Every labelled field of a record (SPEC section 3), group by group, in the order the profile form
 * asks for them, with how each is shown. The member's detail page and the admin's profile table
 * both read this list and pick what they show.
 */
export const PROFILE_GROUPS: ProfileGroup[] = [
  group('account', [
    phone('mobileNumber'),
    { key: 'email', kind: 'email', contact: true },
    'age',
    choice('status', 'status'),
    { key: 'createdAt', kind: 'instant' },
    { key: 'subscriptionUntil', kind: 'instant' },
  ]),
  group('personalDetails', [
    'firstName',
    'middleName',
    'lastName',
    { key: 'fullName', kind: 'name' },
    { key: 'dateOfBirth', kind: 'date' },
    { key: 'timeOfBirth', kind: 'time' },
    'bornPlace',
    choice('marriageStatus', 'marriageStatus'),
    choice('gender', 'gender'),
    choice('religion', 'religion'),
    choice('caste', 'caste'),
    choice('subCaste', 'subCaste'),
    'bloodGroup',
  ]),
  group('basicDetails', [
    'education',
    'occupation',
    { key: 'income', kind: 'income' },
    'height',
    { key: 'weight', kind: 'weight' },
    'skinColor',
    choice('rashi', 'rashi'),
    choice('nakshatra', 'nakshatra'),
    'charan',
    fromNakshatra('nadi', nadiOf),
    fromNakshatra('gana', ganaOf),
    fromNakshatra('yoni', yoniOf),
    choice('manglik', 'manglik'),
    choice('diet', 'diet'),
  ]),
  group('familyDetails', [
    'motherName',
    phone('motherMobileNumber'),
    'fatherName',
    phone('fatherMobileNumber'),
    'brotherName',
    phone('brotherMobileNumber'),
    'sisterName',
    phone('sisterMobileNumber'),
    'numOfBrothers',
    'numOfSisters',
    'marriedBrothers',
    'marriedSisters',
    'gotra',
    'devak',
    'kuldaivat',
    'nativePlace',
    'maternalUncleName',
    'maternalUncleVillage',
  ]),
  group('addressDetails', [
    contactText('address'),
    contactText('tempAddress'),
    'city',
    'taluka',
    contactText('pincode'),
    choice('district', 'district'),
    choice('state', 'state'),
  ]),
  group('partnerpreferences', [
    ...PREFERENCE_KEYS.map((key): ProfileField<typeof key> => ({ key, kind: 'preference', label: `preferences.labels.${key}` })),
    ...(['PPAnnualIncome', 'PPCaste', 'PPEducation'] as const).map(freeTextPreference),
    'PPResidingCountry',
    choice('PPResidingState', 'state'),
    freeTextPreference('PPResidingCity'),
    freeTextPreference('PPHeight'),
    { key: 'PPWeight', kind: 'weight' },
    'PPSkinColor',
  ]),
];

/** One field of the table, for screens that show a few chosen fields (the admin's list columns). */
export function fieldOf(group: GroupId, key: string): ProfileField {
  const field = PROFILE_GROUPS.find((g) => g.id === group)?.fields.find((f) => f.key === key);
  if (!field) throw new Error(`no field ${group}.${key} in the profile field table`);
  return field;
}
