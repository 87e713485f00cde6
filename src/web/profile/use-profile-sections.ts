import { useTranslation } from 'react-i18next';
import { preferencesOf, type PreferenceKey } from '../../contract/preference-keys.js';
import type { UserRecord } from '../../contract/users.js';
import { languageOf } from '../lib/i18n.js';
import { presentField, type FieldText } from './present-field.js';
import { PROFILE_GROUPS, type GroupId, type ProfileField } from './profile-fields.js';

export interface ProfileRow extends FieldText {
  key: string;
  label: string;
}

export interface ProfileSection {
  id: GroupId;
  title: string;
  rows: ProfileRow[];
}

/** Which fields a screen shows; every field of every group when it does not say. */
export type FieldPick = (group: GroupId, field: ProfileField) => boolean;

/** The record's groups as labelled, formatted rows in the reader's language. */
export function useProfileSections(record: UserRecord, pick: FieldPick = () => true): ProfileSection[] {
  const { t, i18n } = useTranslation('profile');
  const language = languageOf(i18n.resolvedLanguage);
  const chosen = preferencesOf(record.userDetails);
  // A structured preference shows once chosen; SPEC's free text until one that stands for it is.
  const shown = (field: ProfileField) =>
    field.kind === 'preference'
      ? chosen[field.key as PreferenceKey] !== undefined
      : !field.supersededBy?.some((preference) => chosen[preference]);
  return PROFILE_GROUPS.map((group) => ({
    id: group.id,
    title: t(`groups.${group.id}`),
    rows: group.fields
      .filter((field) => pick(group.id, field) && shown(field))
      .map((field) => ({
        key: field.key,
        label: t(field.label ?? `fields.${field.key}`),
        ...presentField(record, group.id, field, t, language),
      })),
  })).filter((section) => section.rows.length > 0);
}
