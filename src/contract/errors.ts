/**
 * Every failed answer carries a stable `data.code` beside SPEC's English `data.message`. The web
 * apps translate by code (`errors.<CODE>` in the common locale), never by matching English text.
 * The English here is the message the server sends; SPEC's wording where SPEC has one.
 */
export const ERRORS = {
  // Input the server could not take.
  VALIDATION: 'Invalid request',
  INVALID_JSON: 'The body is not valid JSON',
  EMPTY_BODY: 'The body is empty; send a JSON object',
  BODY_TOO_LARGE: 'The request body is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type; send application/json',
  BAD_REQUEST: 'Bad request',
  // Who is calling.
  SIGN_IN_REQUIRED: 'Sign-in required: send the token',
  SESSION_EXPIRED: 'Your session has expired or is not valid; please sign in again',
  SESSION_IDLE: 'You were signed out after a while without activity; please sign in again',
  SECOND_STEP_REQUIRED: 'Finish signing in with the code from your authenticator app first',
  ACCOUNT_GONE: 'This account no longer exists',
  WRONG_CREDENTIALS: 'Incorrect Mobile Number or Password',
  FORBIDDEN: 'Not allowed',
  CROSS_SITE_REQUEST: 'This request did not come from this site, so it was refused; reload the page and try again',
  RATE_LIMITED: 'Too many attempts, please wait and try again',
  BROWSING_TOO_FAST: 'You are opening profiles faster than anyone can read them; please wait a while and try again',
  ACCOUNT_LOCKED: 'Too many wrong passwords for this account: sign-in is paused for a while, or reset your password',
  // Accounts and passwords.
  MOBILE_TAKEN: 'Mobile number already exist please try with login',
  EMAIL_TAKEN: 'Email already exist please try with login',
  WRONG_PASSWORD: 'Password is wrong',
  PASSWORD_UNCHANGED: 'The new password must be different from the current one',
  // Password reset.
  EMAIL_NOT_FOUND: 'Provided email: {email}, Not found.',
  MAIL_FAILED: 'Could not send the email, Please try again later',
  WRONG_OTP: 'Incorrect OTP, Please try again',
  OTP_GONE: 'This OTP has expired or was tried too many times, Please request a new one',
  RESET_TOKEN_REQUIRED: 'Verify the OTP sent to your email first: its answer carries the reset token this step needs',
  RESET_TOKEN_INVALID: 'This password reset has expired or was already used, Please request a new OTP',
  RESET_MAILS_EXHAUSTED: 'Too many codes were sent to this account; please try again in an hour',
  RESET_GUESSES_EXHAUSTED: 'Too many wrong codes for this account; please try again tomorrow',
  // Verifying an email address or a mobile number, and admins' two-step sign-in.
  WRONG_CODE: 'Incorrect code, please try again',
  CODE_GONE: 'This code has expired or was tried too many times; please ask for a new one',
  CODE_GUESSES_EXHAUSTED: 'Too many wrong codes; please try again tomorrow',
  CODE_SENT_RECENTLY: 'A code was sent a moment ago; please wait a minute before asking for another',
  CODES_EXHAUSTED: 'Too many codes were sent today; please try again tomorrow',
  ALREADY_VERIFIED: 'This is already verified',
  EMAIL_UNCHANGED: 'This is already your email address',
  VERIFICATION_LINK_INVALID: 'This verification link has expired or was already used',
  SMS_FAILED: 'Could not send the SMS, please try again later',
  EMAIL_NOT_VERIFIED: 'The member has not verified their email address yet, so the profile cannot be approved',
  MOBILE_NOT_VERIFIED: 'The member has not verified their mobile number yet, so the profile cannot be approved',
  TWO_STEP_ENROLLED: 'Two-step sign-in is already set up for this account',
  TWO_STEP_NOT_STARTED: 'Start setting up two-step sign-in first',
  SECOND_STEP_LOCKED: 'Too many wrong codes: the second step of signing in is locked for a while; please try again later',
  // Things that are not there.
  NOT_FOUND: 'Not found',
  USER_NOT_FOUND: 'This user does not exist',
  PROFILE_NOT_FOUND: 'This profile does not exist',
  BIODATA_LINK_NOT_FOUND: 'This biodata link does not exist',
  BIODATA_LINK_EXPIRED: 'This biodata link has expired',
  BIODATA_LINK_REVOKED: 'This biodata link was withdrawn by its owner',
  BIODATA_LINKS_LIMIT: 'You have as many live biodata links as allowed; withdraw one first',
  PROFILE_REQUIRED: 'Fill in your profile first',
  FILE_NOT_FOUND: 'No such file',
  // Grievances.
  GRIEVANCE_NOT_FOUND: 'No grievance with this id',
  GRIEVANCE_CLOSED: 'This grievance is already decided; its note went to the complainant',
  // Reports and moderation.
  OWN_PROFILE: 'You cannot report your own profile',
  // Interests, blocks and privacy.
  APPROVAL_REQUIRED: 'Only approved members can see profiles and send interests',
  SUBSCRIPTION_REQUIRED: 'Your subscription has ended: renew it to see profiles and send interests',
  PROFILE_PAUSED: 'Your profile is hidden: show it again to send or accept interests',
  OWN_INTEREST: 'You cannot send an interest to yourself',
  GUNA_MILAN_UNAVAILABLE: 'Add your rashi and nakshatra to your profile to filter by guna milan',
  INTEREST_EXISTS: 'You have already sent an interest to this member',
  INTEREST_NOT_FOUND: 'This interest does not exist or was withdrawn',
  INTEREST_ANSWERED: 'This interest was already accepted',
  INTEREST_DAILY_LIMIT: 'You have sent as many interests as one day allows; please try again tomorrow',
  OWN_BLOCK: 'You cannot block yourself',
  FAVOURITES_FULL: 'You have as many favourites as can be kept; remove some first',
  SAVED_SEARCHES_FULL: 'You have as many saved searches as can be kept; delete one first',
  SAVED_SEARCH_NOT_FOUND: 'This saved search does not exist',
  MAIL_ALWAYS_SENT: 'Mails of this kind are always sent',
  UNSUBSCRIBE_LINK_INVALID: 'This unsubscribe link is not valid or has expired; sign in to change your mail settings',
  ACCOUNT_SUSPENDED: 'Your profile is suspended, so this is not available',
  NOT_REJECTED: 'Only a rejected profile can be sent for review again',
  NO_OPEN_REPORTS: 'This profile has no open reports',
  DUPLICATE_NOT_FOUND: 'These two members have no possible duplicate to dismiss',
  ALREADY_SUSPENDED: 'This member is already suspended',
  NOT_SUSPENDED: 'This member is not suspended',
  NO_DOCUMENT_TO_REVIEW: 'This member has no identity document waiting for a decision',
  NO_PHOTO_CHANGE: 'This member has no new photo waiting for review',
  // Uploads.
  NOT_MULTIPART: 'Send the upload as multipart/form-data with the fields type and file',
  UPLOAD_TYPE_MISSING: 'type is required: profilePhoto or document',
  UPLOAD_TYPE_INVALID: 'type must be profilePhoto or document',
  UPLOAD_TYPE_TWICE: 'Send type only once',
  FILE_MISSING: 'Attach the file to upload',
  FILE_EMPTY: 'The file is empty',
  ONE_FILE: 'Send one file at a time',
  TOO_MANY_PARTS: 'Too many fields in the upload: send type and one file',
  UNREADABLE_FORM: 'The upload could not be read; send it as multipart/form-data',
  PHOTO_TOO_BIG: 'Maximum file size is 5 mb',
  DOCUMENT_TOO_BIG: 'Maximum file size is 1 mb',
  PHOTO_FORMAT: 'A profile photo must be a PNG, JPEG or GIF image',
  DOCUMENT_FORMAT: 'A document must be a PNG or JPEG image, or a PDF',
  IMAGE_UNREADABLE: 'The image could not be read',
  IMAGE_TOO_LARGE: 'The image is too large',
  IMAGE_BUSY: 'Many photos are being uploaded right now, please try again in a minute',
  PHOTO_NOT_UPLOADED: 'profilePhoto must be the url of a photo you uploaded',
  DOCUMENT_NOT_UPLOADED: 'adharCard must be the url of a document you uploaded',
  // Payments.
  PAYMENT_RETURN_INVALID: 'This payment link is not valid any more, please sign in',
  PAYMENT_PROVIDER_UNAVAILABLE: 'The payment service is not answering, please try again in a few minutes',
  ONLINE_PAYMENT_OFF: 'Online payment is not available; please pay at the office',
  PAYMENT_NOT_FOUND: 'No such payment',
  PAYMENT_SIGNATURE_INVALID: 'The payment could not be verified',
  WEBHOOK_SIGNATURE_INVALID: 'The webhook signature does not match',
  PAYMENT_REFERENCE_TAKEN: 'A payment with this method and reference is already recorded',
  EXPORT_TOO_LARGE: 'Too many payments to export at once; choose a shorter date range',
  // The server's own fault, or one it cannot serve now.
  INTERNAL: 'Something went wrong',
  UNAVAILABLE: 'The service is not available right now, please try again shortly',
  DATABASE_UNAVAILABLE: 'The database is not answering',
  STORAGE_UNAVAILABLE: 'Photos and documents cannot be saved or shown right now, please try again in a few minutes',
  SHUTTING_DOWN: 'The server is shutting down',
} as const;

export type ErrorCode = keyof typeof ERRORS;

export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}
