import { useTranslation } from 'react-i18next';
import type { UserRecord } from '../../../contract/users.js';
import { formatDate, formatInr, NOT_AVAILABLE } from '../../lib/format.js';
import { textOf } from '../shared/format.js';
import { useLanguage } from '../shared/use-language.js';
import { basicOf, personalOf } from '../shared/user-view.js';

export interface UserColumn {
  key: string;
  label: string;
  /** Short values that read badly when wrapped (dates, amounts). */
  nowrap?: boolean;
  value: (user: UserRecord) => string;
}

/** What both layouts of the list (table on wide screens, cards on phones) are given. */
export interface UserListProps {
  caption: string;
  users: UserRecord[];
  columns: UserColumn[];
  from: string;
  onOpen: (user: UserRecord) => void;
  onDelete: (user: UserRecord) => void;
}

/** The list's columns after Name (SPEC section 2), each with its 'NA' when the profile leaves it out. */
export function useUserColumns(): UserColumn[] {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const choice = (value: unknown) => {
    const text = textOf(value);
    return text ? t(`values.${text}`, { defaultValue: text }) : NOT_AVAILABLE;
  };
  const plain = (value: unknown) => textOf(value) ?? NOT_AVAILABLE;
  return [
    {
      key: 'dateOfBirth',
      label: t('fields.dateOfBirth'),
      nowrap: true,
      value: (user) => formatDate(personalOf(user).dateOfBirth, language),
    },
    { key: 'marriageStatus', label: t('fields.marriageStatus'), value: (user) => choice(personalOf(user).marriageStatus) },
    { key: 'gender', label: t('fields.gender'), value: (user) => choice(personalOf(user).gender) },
    { key: 'education', label: t('fields.education'), value: (user) => plain(basicOf(user).education) },
    { key: 'occupation', label: t('fields.occupation'), value: (user) => plain(basicOf(user).occupation) },
    { key: 'income', label: t('fields.income'), nowrap: true, value: (user) => formatInr(basicOf(user).income) },
    { key: 'height', label: t('fields.height'), nowrap: true, value: (user) => plain(basicOf(user).height) },
  ];
}
