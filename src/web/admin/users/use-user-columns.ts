import { useTranslation } from 'react-i18next';
import type { UserRecord } from '../../../contract/users.js';
import { formatDate, formatIncome, NOT_AVAILABLE, textOf } from '../shared/format.js';
import { basicOf, personalOf } from '../shared/user-view.js';

export interface UserColumn {
  key: string;
  label: string;
  value: (user: UserRecord) => string;
}

/** The list's columns after Name (SPEC section 2), each with its 'NA' when the profile leaves it out. */
export function useUserColumns(): UserColumn[] {
  const { t, i18n } = useTranslation('admin');
  const choice = (value: unknown) => {
    const text = textOf(value);
    return text ? t(`values.${text}`, { defaultValue: text }) : NOT_AVAILABLE;
  };
  const plain = (value: unknown) => textOf(value) ?? NOT_AVAILABLE;
  return [
    {
      key: 'dateOfBirth',
      label: t('fields.dateOfBirth'),
      value: (user) => formatDate(personalOf(user).dateOfBirth, i18n.language) ?? NOT_AVAILABLE,
    },
    { key: 'marriageStatus', label: t('fields.marriageStatus'), value: (user) => choice(personalOf(user).marriageStatus) },
    { key: 'gender', label: t('fields.gender'), value: (user) => choice(personalOf(user).gender) },
    { key: 'education', label: t('fields.education'), value: (user) => plain(basicOf(user).education) },
    { key: 'occupation', label: t('fields.occupation'), value: (user) => plain(basicOf(user).occupation) },
    { key: 'income', label: t('fields.income'), value: (user) => formatIncome(basicOf(user).income) ?? NOT_AVAILABLE },
    { key: 'height', label: t('fields.height'), value: (user) => plain(basicOf(user).height) },
  ];
}
