/**
 * Validation messages are i18n keys, so the browser shows them in the reader's language.
 * The server answers in English; this table is that English, SPEC's wording, and the web's
 * English locale must agree with it (a unit test checks).
 */
export const MESSAGES = {
  'validation.required': 'This field is required',
  'validation.mustBeNumber': 'The value must be a number',
  'validation.mobileLength': 'mobile no must be 10 number',
  'validation.passwordMin': 'Password must be at least 10 characters long',
  'validation.passwordCommon': 'This password is too common; please choose one that is harder to guess',
  'validation.passwordUnchanged': 'The new password must be different from the current one',
  'validation.passwordMax': 'Password is too long',
  'validation.signInPasswordMin': 'Password must be 8 characters long',
  'validation.email': 'Please enter a valid email address',
  'validation.passwordsMatch': 'Passwords must match',
  'validation.tooShort': 'Too Short!',
  'validation.tooLong': 'Too Long!',
  'validation.bornInFuture': "You can't be born in the future!",
  'validation.minimumAge': 'You must be at least 18 years old',
  'validation.minimumAgeGroom': 'A groom must be at least 21 years old (Prohibition of Child Marriage Act, 2006)',
  'validation.minimumAgeOther': 'You must be at least 21 years old to register',
  'validation.consentPurpose': 'Please confirm that you are registering to find a marriage partner',
  'validation.consentTerms': 'Please accept the Terms and the Privacy Policy',
  'validation.grievanceDescription': 'Please describe your complaint',
  'validation.resolutionNote': 'Write the note the complainant will receive',
  'validation.date': 'Please enter a valid date',
  'validation.time': 'Please enter a valid time',
  'validation.pincode': 'Pin code must be 6 digits',
  'validation.choice': 'Please choose one of the options',
  'validation.onlyDigits': 'Must be only digits',
  'validation.otpLength': 'Must be exactly 4 digits',
  'validation.codeLength': 'Must be exactly 6 digits',
  'validation.secondStepCode': 'Enter the 6-digit code from your app, or a recovery code',
  'validation.linkKey': 'This link is incomplete; open it from the email again',
  'validation.recoveryCode': 'A recovery code has 10 letters and digits, like abcde-12345',
  'validation.passwordRequired': 'Password is required',
  'validation.confirmRequired': 'Confirm Password is required',
  'validation.range': 'Please choose a valid range',
  'validation.photoTooBig': 'Maximum file size is 5 mb',
  'validation.documentTooBig': 'Maximum file size is 1 mb',
  'validation.searchRequired': 'Please enter a name to search',
  'validation.uploadUrl': 'Please upload the file first',
  'validation.updateUserShape': 'Send either photoDetails, or age with userDetails',
  'validation.reportDescription': 'Please describe the problem',
  'validation.reportReason': 'Please choose a reason',
  'validation.rejectionNote': 'Please say what the member should fix',
  'validation.reasonOnlyForReject': 'A reason goes only with a rejection',
  'validation.plainText': 'Please remove invisible or control characters',
  'validation.nameLetter': 'A name must contain letters',
  'validation.amount': 'Enter an amount in rupees, such as 1500 or 1500.50',
  'validation.dateRange': 'The end date must not be before the start date',
  'userDetails.personalInfo.errors.required': 'This field is required',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** The English text of a message key; unknown text passes through unchanged. */
export function englishMessage(keyOrText: string): string {
  return (MESSAGES as Record<string, string>)[keyOrText] ?? keyOrText;
}
