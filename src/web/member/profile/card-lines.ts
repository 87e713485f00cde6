import { CARD_OCCUPATION_CHARS } from '../../../contract/limits.js';
import type { UserRecord } from '../../../contract/users.js';
import { cutText } from '../../lib/format.js';

/** How a card words what it shows, in the reader's language. */
export interface CardWords {
  age: (age: number) => string;
  caste: (value: string) => string;
}

/**
 * The card's lines under the name: the age and the occupation (cut short) when known, then caste
 * and city, always: the card's rule (ProfileCard).
 */
export function cardLines(profile: UserRecord, words: CardWords): string[] {
  const details = profile.userDetails;
  const occupation = cutText(details?.basicDetails.occupation, CARD_OCCUPATION_CHARS);
  const caste = details?.personalDetails.caste?.trim();
  const city = details?.addressDetails.city?.trim();
  return [
    ...(profile.age !== null ? [words.age(profile.age)] : []),
    ...(occupation ? [occupation] : []),
    [caste && words.caste(caste), city].filter(Boolean).join(' · '),
  ];
}
