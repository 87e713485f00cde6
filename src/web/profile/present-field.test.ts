import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../contract/limits.js';
import type { UserRecord } from '../../contract/users.js';
import en from '../locales/en/profile.json';
import hi from '../locales/hi/profile.json';
import mr from '../locales/mr/profile.json';
import { presentField } from './present-field.js';
import { fieldOf, PROFILE_GROUPS, type GroupId } from './profile-fields.js';

const i18n = i18next.createInstance();
const t = {} as Record<Language, TFunction>;

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['profile'],
    defaultNS: 'profile',
    // As the app's (lib/i18n.ts): React escapes what it draws.
    interpolation: { escapeValue: false },
    resources: { en: { profile: en }, hi: { profile: hi }, mr: { profile: mr } },
  });
  for (const language of ['en', 'hi', 'mr'] as const) t[language] = i18n.getFixedT(language, 'profile');
});

const record = (overrides: Partial<UserRecord> = {}): UserRecord =>
  ({
    _id: 'u1',
    id: 'u1',
    email: 'asha@example.com',
    mobileNumber: '9876543210',
    age: 27,
    status: 'ACTIVE',
    photoDetails: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    userDetails: {
      personalDetails: {
        firstName: 'Asha',
        middleName: 'Sunil',
        lastName: 'Mali',
        marriageStatus: 'Divorced',
        gender: 'Female',
        religion: 'Hindu',
        caste: 'Hindu Mali',
        subCaste: 'Phul Mali',
      },
      basicDetails: { weight: 55, skinColor: '' },
      familyDetails: { motherName: 'Shobha', motherMobileNumber: '9822012345' },
      addressDetails: { district: 'Pune', state: 'Maharashtra' },
      partnerpreferences: { PPResidingState: 'Goa', PPWeight: '60' },
    },
    ...overrides,
  }) as UserRecord;

const shown = (user: UserRecord, group: GroupId, key: string, language: Language) =>
  presentField(user, group, fieldOf(group, key), t[language], language);

describe('presentField', () => {
  it.each([
    ['personalDetails', 'caste', 'Hindu Mali', 'हिंदू माली', 'हिंदू माळी'],
    ['personalDetails', 'subCaste', 'Phul Mali', 'फुल माली', 'फुल माळी'],
    ['personalDetails', 'marriageStatus', 'Divorced', 'तलाकशुदा', 'घटस्फोटित'],
    ['personalDetails', 'religion', 'Hindu', 'हिंदू', 'हिंदू'],
    ['addressDetails', 'district', 'Pune', 'पुणे', 'पुणे'],
    ['addressDetails', 'state', 'Maharashtra', 'महाराष्ट्र', 'महाराष्ट्र'],
    ['partnerpreferences', 'PPResidingState', 'Goa', 'गोवा', 'गोवा'],
    ['account', 'status', 'Active', 'सक्रिय', 'सक्रिय'],
  ] as const)('shows %s.%s in the reader’s language', (group, key, english, hindi, marathi) => {
    expect(shown(record(), group, key, 'en').text).toBe(english);
    expect(shown(record(), group, key, 'hi').text).toBe(hindi);
    expect(shown(record(), group, key, 'mr').text).toBe(marathi);
  });

  it('words structured preferences in the reader’s language, "must have" after the ones that are', () => {
    const user = record();
    Object.assign(user.userDetails!.partnerpreferences, {
      age: { min: 25, max: 30, must: true },
      height: { min: `5'2"`, must: false },
      subCaste: { anyOf: ['Phul Mali', 'Jire Mali'], must: false },
      place: { districts: ['Pune'], cities: ['Hadapsar'], must: true },
      income: { min: 500000, must: false },
      education: { min: 'graduate', must: false },
      manglik: { value: 'no', must: false },
    });
    expect(shown(user, 'partnerpreferences', 'age', 'en').text).toBe('25 to 30 years (must have)');
    expect(shown(user, 'partnerpreferences', 'height', 'en').text).toBe(`5'2" or taller`);
    expect(shown(user, 'partnerpreferences', 'subCaste', 'mr').text).toBe('फुल माळी, जिरे माळी');
    expect(shown(user, 'partnerpreferences', 'place', 'hi').text).toBe('पुणे, Hadapsar (ज़रूरी)');
    expect(shown(user, 'partnerpreferences', 'income', 'en').text).toBe('At least ₹5,00,000');
    expect(shown(user, 'partnerpreferences', 'education', 'mr').text).toBe('किमान पदवीधर');
    expect(shown(user, 'partnerpreferences', 'manglik', 'hi').text).toBe('मांगलिक नहीं');
    expect(shown(user, 'partnerpreferences', 'diet', 'en').missing).toBe('notGiven');
  });

  it('keeps a value the lists do not know as the member wrote it', () => {
    const user = record();
    user.userDetails!.personalDetails.religion = 'Lingayat';
    expect(shown(user, 'personalDetails', 'religion', 'hi').text).toBe('Lingayat');
  });

  it('says "not given" for what the member left empty: NA in English, words of their own in Hindi and Marathi', () => {
    expect(shown(record(), 'basicDetails', 'skinColor', 'en')).toEqual({ text: 'NA', missing: 'notGiven' });
    expect(shown(record(), 'basicDetails', 'rashi', 'hi')).toEqual({ text: 'नहीं दिया', missing: 'notGiven' });
    expect(shown(record(), 'familyDetails', 'sisterMobileNumber', 'mr')).toEqual({ text: 'दिलेले नाही', missing: 'notGiven' });
  });

  it('gives the reason, not "not given", for contact details withheld from this viewer', () => {
    const user = record({ hidden: { contact: 'PENDING_APPROVAL' }, email: undefined, mobileNumber: undefined });
    delete (user.userDetails!.familyDetails as Record<string, unknown>).motherMobileNumber;
    expect(shown(user, 'familyDetails', 'motherMobileNumber', 'en')).toEqual({ text: 'Visible after approval', missing: 'hidden' });
    expect(shown(user, 'account', 'email', 'hi')).toEqual({ text: 'स्वीकृति के बाद दिखेगा', missing: 'hidden' });
    expect(shown(user, 'account', 'mobileNumber', 'mr').missing).toBe('hidden');
    // Fields that are not contact details still say "not given".
    expect(shown(user, 'basicDetails', 'skinColor', 'en').missing).toBe('notGiven');
  });

  it('links numbers and addresses, writes weights with the unit of the language and joins the full name', () => {
    expect(shown(record(), 'familyDetails', 'motherMobileNumber', 'en')).toEqual({ text: '9822012345', href: 'tel:9822012345' });
    expect(shown(record(), 'account', 'email', 'en').href).toBe('mailto:asha@example.com');
    expect(shown(record(), 'basicDetails', 'weight', 'en').text).toBe('55 kg');
    expect(shown(record(), 'basicDetails', 'weight', 'hi').text).toBe('55 किलो');
    expect(shown(record(), 'partnerpreferences', 'PPWeight', 'mr').text).toBe('60 किलो');
    expect(shown(record(), 'personalDetails', 'fullName', 'en').text).toBe('Asha Sunil Mali');
  });

  it('shows a rashi or nakshatra no parser read as typed, deriving nothing from it', () => {
    // The server stores the key of every spelling it reads (migration 0025 rewrote older ones).
    const unread = record({
      userDetails: { ...record().userDetails, basicDetails: { rashi: 'Unknown', nakshatra: 'Not sure' } },
    } as Partial<UserRecord>);
    expect(shown(unread, 'basicDetails', 'rashi', 'mr').text).toBe('Unknown');
    expect(shown(unread, 'basicDetails', 'nakshatra', 'mr').text).toBe('Not sure');
    expect(shown(unread, 'basicDetails', 'nadi', 'mr').missing).toBe('notGiven');
  });

  it('has a label in every language for every field of the table', () => {
    for (const language of ['en', 'hi', 'mr'] as const) {
      for (const group of PROFILE_GROUPS) {
        expect(i18n.exists(`groups.${group.id}`, { lng: language, fallbackLng: false }), `${language} ${group.id}`).toBe(true);
        for (const field of group.fields) {
          expect(i18n.exists(field.label ?? `fields.${field.key}`, { lng: language, fallbackLng: false }), `${language} ${field.key}`).toBe(
            true,
          );
        }
      }
    }
  });
});
