/** Limits shared by the forms, the routes and the documentation. */
export const MOBILE_DIGITS = 10;
export const PASSWORD_MIN = 10;
/** SPEC's admin sign-in form asks at least this many; passwords chosen before the current rule still sign in. */
export const SIGN_IN_PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const OTP_DIGITS = 4;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** How long a verified OTP allows setting a new password. */
export const RESET_WINDOW_MINUTES = 15;

/** Codes that prove an email address or a mobile number, and the admins' authenticator codes. */
export const VERIFICATION_CODE_DIGITS = 6;
/** A mailed code and its one-click link stay good this long: mail is often read the next day. */
export const EMAIL_CODE_TTL_HOURS = 24;
export const MOBILE_CODE_TTL_MINUTES = 10;
/** The shortest wait between two codes to one member on one channel. */
export const CODE_RESEND_SECONDS = 60;
/** Recovery codes an admin gets at enrolment, each good once. */
export const RECOVERY_CODE_COUNT = 10;

/** Admin sessions end after this long without a call, and after ADMIN_SESSION_HOURS in all. */
export const ADMIN_IDLE_MINUTES = 30;
export const ADMIN_SESSION_HOURS = 12;
/** Member sessions end after this long without a call; each call renews them. */
export const MEMBER_IDLE_DAYS = 30;

export const ADMIN_PAGE_SIZE = 10;
export const PROFILE_PAGE_SIZE = 10;
/**
 * The last listing page asked for by its number alone: past it, the page after another is asked
 * for by the `cursor` that page gave. Counting past thousands of profiles to reach a page by number
 * read the whole listing each time (docs/decisions/0063-rare-filters-and-deep-pages.md).
 */
export const LISTING_PAGES_BY_NUMBER = 100;

export const KB = 1024;
export const PHOTO_MAX_BYTES = 5270 * KB;
export const DOCUMENT_MAX_BYTES = 1024 * KB;
/** Longest side of a stored photo, after re-encoding. */
export const PHOTO_MAX_SIDE = 1600;
export const THUMB_SIDE = 400;

export const CARD_OCCUPATION_CHARS = 30;
/** No profile is younger than this (a bride's legal age to marry); the listing's age filter starts here. */
export const MIN_AGE_YEARS = 18;
/** The legal age to marry (Prohibition of Child Marriage Act, 2006): 21 for a groom, 18 for a bride. */
export const MIN_AGE_GROOM = 21;
export const MIN_AGE_BRIDE = 18;
/** A complaint to the grievance officer may need more room than a report. */
export const GRIEVANCE_TEXT_MAX = 4000;
export const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 1000;
export const NAME_SEARCH_MAX = 60;
/** Listing queries wait this long after the home screen opens. */
export const LISTING_DELAY_MS = 1000;
export const ADMIN_TOAST_MS = 1500;
export const ADMIN_CACHE_MS = 60_000;

export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Saved searches a member may keep (docs/decisions/0040-saved-searches.md). */
export const SAVED_SEARCHES_MAX = 10;
export const SAVED_SEARCH_NAME_MAX = 60;
/** The profiles one saved search's alert mail lists at most: the newest. */
export const ALERT_PROFILES_MAX = 10;
/** How often a saved search mails the profiles new to it: never, once a day, once a week. */
export const ALERT_FREQUENCIES = ['none', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
