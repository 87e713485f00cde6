import { PAISE_PER_RUPEE } from './payments.js';
import { lazily } from './lazily.js';

// Indian digit grouping (1,23,456) comes only with the en-IN locale; Latin digits in every language.
const wholeRupees = lazily(() => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }));
const rupeesAndPaise = lazily(() => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }));

/** An amount kept in paise, shown in rupees: '₹1,500', or '₹1,500.50' when there are paise. */
export function formatPaise(paise: number): string {
  return paise % PAISE_PER_RUPEE === 0 ? wholeRupees().format(paise / PAISE_PER_RUPEE) : rupeesAndPaise().format(paise / PAISE_PER_RUPEE);
}
