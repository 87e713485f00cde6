import type { TFunction } from 'i18next';
import { SAVED_SEARCH_NAME_MAX } from '../../../contract/limits.js';
import { INCOME_RANGES } from '../../../contract/reference/index.js';
import type { ListingFilter } from '../api/listing-body.js';

/** A search's filters in words, one each, as the home page's chips name them; none is every profile. */
export function searchSummary(t: TFunction, filters: ListingFilter): string[] {
  const income = filters.income && INCOME_RANGES.find((range) => range.value === filters.income);
  return [
    ...(filters.fullName ? [t('savedSearches.nameFilter', { name: filters.fullName })] : []),
    ...(filters.age ? [t('home.ageChip', { range: filters.age })] : []),
    ...(filters.income ? [t('home.incomeChip', { range: income ? t(`home.income.${income.label}`) : filters.income })] : []),
    ...(filters.gunaMin ? [t('home.gunaChip', { points: filters.gunaMin })] : []),
    ...(filters.verifiedOnly ? [t('home.verifiedChip')] : []),
  ];
}

/** The name a new search is offered: its filters in words, or "All profiles". */
export function suggestedName(t: TFunction, filters: ListingFilter): string {
  const words = searchSummary(t, filters).join(', ');
  return (words || t('savedSearches.allProfiles')).slice(0, SAVED_SEARCH_NAME_MAX);
}
