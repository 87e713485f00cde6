import type { TFunction } from 'i18next';
import type { Language } from '../../contract/limits.js';
import { fullNameOf } from '../../contract/full-name.js';
import type { UserRecord } from '../../contract/users.js';
import { formatDate, formatInr, formatInstant, formatTime, textOf } from '../lib/format.js';
import type { PreferenceKey } from '../../contract/preference-keys.js';
import type { ChoiceList, GroupId, ProfileField } from './profile-fields.js';
import { presentPreference } from './present-preference.js';

export interface FieldText {
  text: string;
  /** A tel: or mailto: address, when the value can be called or written to. */
  href?: string;
  /** Why there is no value: the member left it empty, or this viewer may not see it yet. */
  missing?: 'notGiven' | 'hidden';
}

/** A stored value of the record, wherever the field table says it sits. */
function storedValue(record: UserRecord, group: GroupId, field: ProfileField): unknown {
  if (group === 'account') return (record as unknown as Record<string, unknown>)[field.key];
  const values = record.userDetails?.[group] as Record<string, unknown> | undefined;
  if (field.derive) return values && field.derive(values);
  return values?.[field.key];
}

/** A reference value (an English word as stored) in the reader's language; unknown values as they are. */
export function choiceLabel(t: TFunction, list: ChoiceList, value: string): string {
  return t(`profile:choices.${list}.${value}`, { defaultValue: value });
}

const some = (text: string | undefined): FieldText | undefined => (text === undefined ? undefined : { text });

function formatted(field: ProfileField, value: string, t: TFunction, language: Language): FieldText | undefined {
  switch (field.kind) {
    case 'choice':
      return { text: field.list ? choiceLabel(t, field.list, value) : value };
    case 'date':
      return some(formatDate(value, language));
    case 'time':
      return some(formatTime(value, language));
    case 'instant':
      return some(formatInstant(value, language));
    case 'income':
      return some(formatInr(value));
    case 'weight':
      return { text: /^\d+$/.test(value) ? t('profile:units.kg', { value }) : value };
    case 'phone':
      return { text: value, href: `tel:${value}` };
    case 'email':
      return { text: value, href: `mailto:${value}` };
    default:
      return { text: value };
  }
}

/**
 * One field of a record as the reader sees it: formatted, reference values translated, and when
 * empty either "not given" or, for what this viewer may not see yet, the reason it is withheld.
 */
export function presentField(record: UserRecord, group: GroupId, field: ProfileField, t: TFunction, language: Language): FieldText {
  const reason = field.contact ? record.hidden?.contact : undefined;
  const raw = field.kind === 'name' ? fullNameOf(record.userDetails?.personalDetails) : storedValue(record, group, field);
  const value = field.kind === 'preference' ? undefined : textOf(raw);
  const shown =
    field.kind === 'preference'
      ? some(presentPreference(t, (list, choice) => choiceLabel(t, list, choice), field.key as PreferenceKey, raw))
      : value === undefined
        ? undefined
        : formatted(field, value, t, language);
  if (shown) return shown;
  if (reason) return { text: t(`profile:hidden.contact.${reason}`), missing: 'hidden' };
  return { text: t('profile:notGiven'), missing: 'notGiven' };
}
