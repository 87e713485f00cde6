/** Every route of the app in one place (SPEC section 2). */
export const paths = {
  landing: '/',
  auth: '/auth',
  validate: '/validate',
  emailVerification: '/emailVerification',
  otpVerification: '/OTPVerification',
  passwordVerification: '/PassWordVerification',
  userDetails: '/userdetails',
  userDetailsAlt: '/userDetails',
  photoUpload: '/photoUpload',
  home: '/home',
  details: '/details',
  change: '/change',
  updateProfile: '/updateProfile',
  updatePhoto: '/updatePhoto',
  updateDocument: '/updateDocument',
  favorite: '/favorite',
  contact: '/contact',
  about: '/about',
  terms: '/terms',
  privacy: '/privacy_policy',
  refund: '/refund_policy',
  payment: '/payment',
  interests: '/interests',
  settings: '/settings',
  visits: '/visits',
  /** Saved searches and their alert mails; `?save=1` with the listing's filters offers to save them. */
  savedSearches: '/saved-searches',
  unsubscribe: '/unsubscribe',
  /** Pay or renew the annual subscription: shown at sign-in when it has run out. */
  renew: '/renew',
  receipts: '/receipts',
  /** Verify the email address and mobile number; change the email. */
  verify: '/verify',
  /** The mailed one-click link: `/confirmEmail?key=…`. */
  confirmEmail: '/confirmEmail',
  /** Public: anyone may read these and complain without signing in. */
  safety: '/safety',
  grievance: '/grievance',
  grievancePolicy: '/grievance_policy',
  /** The member's own biodata: printable, as a PDF, and shared by link. */
  biodata: '/biodata',
  /** Public: a shared biodata, `/b/<token>`. */
  sharedBiodata: '/b/:token',
  /** "Your data and sign-ins". */
  myData: '/my-data',
  admin: {
    login: '/admin',
    home: '/admin/home',
    userList: '/admin/userList',
    pendingUsers: '/admin/pendingUsers',
    userInfo: '/admin/userInfo',
    grievances: '/admin/grievances',
    reports: '/admin/reports',
    activity: '/admin/activity',
    payments: '/admin/payments',
  },
} as const;

/** A profile's page: its id in the address, so the page can be opened, reloaded and drawn by the server. */
export function detailsPath(id: string): string {
  return `${paths.details}?id=${encodeURIComponent(id)}`;
}
