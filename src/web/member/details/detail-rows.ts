import type { TFunction } from 'i18next';
import type { Language } from '../../../contract/limits.js';
import { CONTACT_FIELDS } from '../../../contract/privacy.js';
import type { UserRecord } from '../../../contract/users.js';
import { formatDate, formatInr, formatTime, orNotAvailable } from '../../lib/format.js';
import { field, fullName } from '../profile/profile-view.js';
import type { DetailRow } from './detail-section.js';

type Group = Parameters<typeof field>[1];

const withheld: readonly string[] = [...CONTACT_FIELDS.familyDetails, ...CONTACT_FIELDS.addressDetails];

/**
 * The detail page's sections, with SPEC's formats and 'NA' for empty optional values. While the
 * owner keeps contact details from this member, those rows say so rather than 'NA'.
 */
export function detailSections(profile: UserRecord, t: TFunction, language: Language, contactHidden: boolean) {
  const get = (group: Group, key: string) => field(profile, group, key);
  const label = (key: string) => t(`profile.fields.${key}`);
  const hidden = (key: string) => contactHidden && withheld.includes(key);
  const plain = (group: Group, key: string): DetailRow =>
    hidden(key)
      ? { label: label(key), value: t('privacy:contact.hiddenValue') }
      : { label: label(key), value: orNotAvailable(get(group, key)) };
  const choice = (group: Group, key: string, list: string): DetailRow => {
    const value = get(group, key);
    return { label: label(key), value: value ? t(`choices.${list}.${value}`, { defaultValue: value }) : orNotAvailable(value) };
  };
  const phone = (group: Group, key: string): DetailRow => {
    if (hidden(key)) return { label: label(key), value: t('privacy:contact.hiddenValue') };
    const value = get(group, key);
    return { label: label(key), value: orNotAvailable(value), href: value ? `tel:${value}` : undefined };
  };
  const weight = get('basicDetails', 'weight');

  return [
    {
      id: 'personal',
      title: t('profile.sections.personal'),
      rows: [
        { label: t('details.fullName'), value: orNotAvailable(fullName(profile)) },
        { label: label('dateOfBirth'), value: formatDate(get('personalDetails', 'dateOfBirth'), language) },
        { label: label('timeOfBirth'), value: formatTime(get('personalDetails', 'timeOfBirth'), language) },
        plain('personalDetails', 'bornPlace'),
        choice('personalDetails', 'marriageStatus', 'marriageStatus'),
        choice('personalDetails', 'gender', 'gender'),
        plain('personalDetails', 'religion'),
        choice('personalDetails', 'caste', 'caste'),
        choice('personalDetails', 'subCaste', 'subCaste'),
        plain('personalDetails', 'bloodGroup'),
      ],
    },
    {
      id: 'basic',
      title: t('profile.sections.basic'),
      rows: [
        plain('basicDetails', 'education'),
        plain('basicDetails', 'occupation'),
        { label: label('income'), value: formatInr(get('basicDetails', 'income')) },
        plain('basicDetails', 'height'),
        { label: label('weight'), value: weight ? t('choices.weightKg', { kg: weight }) : orNotAvailable(weight) },
        plain('basicDetails', 'skinColor'),
        plain('basicDetails', 'rashi'),
        plain('basicDetails', 'nakshatra'),
      ],
    },
    {
      id: 'family',
      title: t('profile.sections.family'),
      rows: [
        plain('familyDetails', 'motherName'),
        phone('familyDetails', 'motherMobileNumber'),
        plain('familyDetails', 'fatherName'),
        phone('familyDetails', 'fatherMobileNumber'),
        plain('familyDetails', 'brotherName'),
        phone('familyDetails', 'brotherMobileNumber'),
        plain('familyDetails', 'sisterName'),
        phone('familyDetails', 'sisterMobileNumber'),
        plain('familyDetails', 'numOfBrothers'),
        plain('familyDetails', 'numOfSisters'),
      ],
    },
    {
      id: 'address',
      title: t('profile.sections.address'),
      rows: [
        plain('addressDetails', 'address'),
        plain('addressDetails', 'tempAddress'),
        plain('addressDetails', 'city'),
        plain('addressDetails', 'taluka'),
        plain('addressDetails', 'pincode'),
        choice('addressDetails', 'district', 'district'),
        choice('addressDetails', 'state', 'state'),
      ],
    },
    {
      id: 'partner',
      title: t('profile.sections.partner'),
      rows: [
        'PPAnnualIncome',
        'PPCaste',
        'PPEducation',
        'PPResidingCountry',
        'PPResidingState',
        'PPResidingCity',
        'PPHeight',
        'PPWeight',
        'PPSkinColor',
      ].map((key) => plain('partnerpreferences', key)),
    },
  ];
}
