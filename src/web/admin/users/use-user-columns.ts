import { useTranslation } from 'react-i18next';
import type { UserRecord } from '../../../contract/users.js';
import { presentField } from '../../profile/present-field.js';
import { fieldOf, type GroupId } from '../../profile/profile-fields.js';
import { useLanguage } from '../shared/use-language.js';

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

/** The list's columns after Name (SPEC section 2), from the profile field table. */
const COLUMNS: { group: GroupId; key: string; nowrap?: boolean }[] = [
  { group: 'personalDetails', key: 'dateOfBirth', nowrap: true },
  { group: 'personalDetails', key: 'marriageStatus' },
  { group: 'personalDetails', key: 'gender' },
  { group: 'basicDetails', key: 'education' },
  { group: 'basicDetails', key: 'occupation' },
  { group: 'basicDetails', key: 'income', nowrap: true },
  { group: 'basicDetails', key: 'height', nowrap: true },
];

/** The columns, labelled and formatted as everywhere else, with "not given" ('NA') for what is missing. */
export function useUserColumns(): UserColumn[] {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  return COLUMNS.map(({ group, key, nowrap }) => {
    const field = fieldOf(group, key);
    return { key, label: t(`fields.${key}`), nowrap, value: (user) => presentField(user, group, field, t, language).text };
  });
}
