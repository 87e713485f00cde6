export const MARRIAGE_STATUSES = ['Single', 'Married', 'Widowed', 'Divorced', 'Separated'] as const;
export const GENDERS = ['Male', 'Female', 'other'] as const;
/**
 * Religions the profile form offers; the first is its default. The stored value is this English
 * word, as before the list existed, and screens translate it. Older free-text values stay valid.
 */
export const RELIGIONS = ['Hindu', 'Buddhist', 'Jain', 'Sikh', 'Christian', 'Muslim', 'Other'] as const;
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export const USER_STATUSES = ['PENDING', 'ACTIVE', 'REJECT'] as const;

export type Gender = (typeof GENDERS)[number];
export type UserStatus = (typeof USER_STATUSES)[number];
