export const MARRIAGE_STATUSES = ['Single', 'Married', 'Widowed', 'Divorced', 'Separated'] as const;
export const GENDERS = ['Male', 'Female', 'other'] as const;
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export const USER_STATUSES = ['PENDING', 'ACTIVE', 'REJECT'] as const;

export type Gender = (typeof GENDERS)[number];
export type UserStatus = (typeof USER_STATUSES)[number];
