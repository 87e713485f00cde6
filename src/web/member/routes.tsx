import type { RouteObject } from 'react-router';
import { paths } from '../lib/paths.js';
import { PageLoader } from '../ui/page-loader.js';
import { RouteError } from '../ui/route-error.js';
import { firstReads } from './page-reads.js';
import { lazyPage, lazyPageWithAction, requireToken } from './route-helpers.js';

/*
 * Member-side routes (SPEC section 2, user side). Every page is its own chunk, so the landing
 * page downloads no form, listing or profile code. Route matching is case-insensitive, which is
 * what lets both '/userdetails' and '/userDetails' open the profile form.
 */
export const memberRoutes: RouteObject[] = [
  {
    lazy: lazyPage(
      () => import('./layout/site-layout.js'),
      (m) => m.SiteLayout,
    ),
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    // On the server, a signed-in member's record and header counts are read before any page is
    // drawn (page-reads.ts): the header and the gates need them. Each page reads its own too.
    loader: firstReads.member,
    children: [
      {
        path: paths.landing,
        lazy: lazyPage(
          () => import('./landing/landing-page.js'),
          (m) => m.LandingPage,
          ['member', 'landing'],
        ),
      },
      {
        path: paths.auth,
        lazy: lazyPageWithAction(
          () => import('./auth/auth-page.js'),
          (m) => m.AuthPage,
          () => import('./auth/auth-action.js'),
          (m) => m.authAction,
        ),
      },
      {
        path: paths.validate,
        lazy: lazyPage(
          () => import('./pages/validate-page.js'),
          (m) => m.ValidatePage,
        ),
      },
      {
        path: paths.emailVerification,
        lazy: lazyPage(
          () => import('./password-reset/email-verification-page.js'),
          (m) => m.EmailVerificationPage,
          ['member', 'password-reset'],
        ),
      },
      {
        path: paths.otpVerification,
        lazy: lazyPage(
          () => import('./password-reset/otp-verification-page.js'),
          (m) => m.OtpVerificationPage,
          ['member', 'password-reset'],
        ),
      },
      {
        path: paths.passwordVerification,
        lazy: lazyPage(
          () => import('./password-reset/password-verification-page.js'),
          (m) => m.PasswordVerificationPage,
          ['member', 'password-reset'],
        ),
      },
      // Public: the verification mail's one-click link may be opened on any device.
      {
        path: paths.confirmEmail,
        lazy: lazyPage(
          () => import('./verification/confirm-email-page.js'),
          (m) => m.ConfirmEmailPage,
          ['verification'],
        ),
      },
      // Public: a mail's one-click unsubscribe link works without signing in.
      {
        path: paths.unsubscribe,
        lazy: lazyPage(
          () => import('./unsubscribe/unsubscribe-page.js'),
          (m) => m.UnsubscribePage,
          ['member', 'privacy'],
        ),
      },
      // Public: a biodata a member shared, opened by anyone with its link.
      {
        path: paths.sharedBiodata,
        loader: firstReads.sharedBiodata,
        lazy: lazyPage(
          () => import('./biodata/shared-biodata-page.js'),
          (m) => m.SharedBiodataPage,
          ['biodata', 'profile'],
        ),
      },
      // Public: the payment provider sends the payer back here with their token.
      {
        path: paths.payment,
        lazy: lazyPage(
          () => import('./pages/payment-page.js'),
          (m) => m.PaymentPage,
        ),
      },
      {
        loader: requireToken,
        // Consent to the policies in force first, and the safety notices once (each loads its own
        // texts when shown).
        lazy: lazyPage(
          () => import('./legal/member-gate.js'),
          (m) => m.MemberGate,
        ),
        children: [
          {
            path: paths.userDetails,
            lazy: lazyPage(
              () => import('./onboarding/user-details-page.js'),
              (m) => m.UserDetailsPage,
              ['member', 'profile'],
            ),
          },
          {
            path: paths.photoUpload,
            lazy: lazyPage(
              () => import('./onboarding/photo-upload-page.js'),
              (m) => m.PhotoUploadPage,
              ['member', 'uploads'],
            ),
          },
          {
            path: paths.verify,
            lazy: lazyPage(
              () => import('./verification/verify-page.js'),
              (m) => m.VerifyPage,
              ['verification'],
            ),
          },
          {
            path: paths.renew,
            lazy: lazyPage(
              () => import('./payments/renew-page.js'),
              (m) => m.RenewPage,
              ['member', 'payments'],
            ),
          },
          {
            path: paths.receipts,
            lazy: lazyPage(
              () => import('./payments/receipts-page.js'),
              (m) => m.ReceiptsPage,
              ['member', 'payments'],
            ),
          },
          {
            path: paths.change,
            lazy: lazyPage(
              () => import('./account/change-password-page.js'),
              (m) => m.ChangePasswordPage,
            ),
          },
          {
            path: paths.contact,
            lazy: lazyPage(
              () => import('./pages/contact-page.js'),
              (m) => m.ContactPage,
              ['member', 'legal', 'law'],
            ),
          },
          {
            path: paths.myData,
            lazy: lazyPage(
              () => import('./my-data/my-data-page.js'),
              (m) => m.MyDataPage,
              ['member', 'law'],
            ),
          },
          {
            path: paths.about,
            lazy: lazyPage(
              () => import('./pages/about-page.js'),
              (m) => m.AboutPage,
              ['member', 'legal'],
            ),
          },
          {
            loader: firstReads.onboarded,
            lazy: lazyPage(
              () => import('./layout/onboarded-gate.js'),
              (m) => m.OnboardedGate,
            ),
            children: [
              {
                path: paths.home,
                loader: firstReads.home,
                lazy: lazyPage(
                  () => import('./home/home-page.js'),
                  (m) => m.HomePage,
                  ['member', 'profile', 'privacy'],
                ),
              },
              {
                path: paths.details,
                loader: firstReads.details,
                lazy: lazyPage(
                  () => import('./details/details-page.js'),
                  (m) => m.DetailsPage,
                  ['member', 'profile', 'privacy'],
                ),
              },
              {
                path: paths.favorite,
                loader: firstReads.favourites,
                lazy: lazyPage(
                  () => import('./favourites/favourites-page.js'),
                  (m) => m.FavouritesPage,
                  ['member', 'profile', 'privacy'],
                ),
              },
              {
                path: paths.interests,
                loader: firstReads.interests,
                lazy: lazyPage(
                  () => import('./interests/interests-page.js'),
                  (m) => m.InterestsPage,
                  ['member', 'privacy'],
                ),
              },
              {
                path: paths.settings,
                lazy: lazyPage(
                  () => import('./settings/settings-page.js'),
                  (m) => m.SettingsPage,
                  ['member', 'privacy'],
                ),
              },
              {
                path: paths.visits,
                loader: firstReads.visits,
                lazy: lazyPage(
                  () => import('./visits/visits-page.js'),
                  (m) => m.VisitsPage,
                  ['member', 'profile', 'privacy'],
                ),
              },
              {
                path: paths.savedSearches,
                loader: firstReads.savedSearches,
                lazy: lazyPage(
                  () => import('./saved-searches/saved-searches-page.js'),
                  (m) => m.SavedSearchesPage,
                  ['member', 'privacy'],
                ),
              },
              {
                path: paths.biodata,
                loader: firstReads.biodata,
                lazy: lazyPage(
                  () => import('./biodata/biodata-page.js'),
                  (m) => m.BiodataPage,
                  ['member', 'biodata', 'profile'],
                ),
              },
              {
                path: paths.updateProfile,
                lazy: lazyPage(
                  () => import('./account/update-profile-page.js'),
                  (m) => m.UpdateProfilePage,
                  ['member', 'profile', 'standing'],
                ),
              },
              {
                path: paths.updatePhoto,
                lazy: lazyPage(
                  () => import('./account/update-photo-page.js'),
                  (m) => m.UpdatePhotoPage,
                  ['member', 'uploads', 'standing'],
                ),
              },
              {
                path: paths.updateDocument,
                lazy: lazyPage(
                  () => import('./account/update-document-page.js'),
                  (m) => m.UpdateDocumentPage,
                  ['member', 'uploads'],
                ),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: lazyPage(
          () => import('./pages/not-found-page.js'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
  {
    // Legal pages always show the reduced header (SPEC section 2).
    lazy: lazyPage(
      () => import('./layout/site-layout.js'),
      (m) => m.ReducedSiteLayout,
    ),
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    // On the server, a signed-in member's record and header counts are read before any page is
    // drawn (page-reads.ts): the header and the gates need them. Each page reads its own too.
    loader: firstReads.member,
    // Public: a visitor reads the policies before accepting them at signup, and anyone may
    // complain to the grievance officer without an account (docs/decisions/0017-law-and-safety.md).
    children: [
      {
        path: paths.terms,
        lazy: lazyPage(
          () => import('./pages/legal-page.js'),
          (m) => m.TermsPage,
          ['legal', 'law'],
        ),
      },
      {
        path: paths.privacy,
        lazy: lazyPage(
          () => import('./pages/legal-page.js'),
          (m) => m.PrivacyPage,
          ['legal', 'law'],
        ),
      },
      {
        path: paths.grievancePolicy,
        lazy: lazyPage(
          () => import('./pages/legal-page.js'),
          (m) => m.GrievancePolicyPage,
          ['legal', 'law'],
        ),
      },
      {
        path: paths.safety,
        lazy: lazyPage(
          () => import('./pages/legal-page.js'),
          (m) => m.SafetyTipsPage,
          ['legal', 'law'],
        ),
      },
      {
        path: paths.grievance,
        lazy: lazyPage(
          () => import('./grievance/grievance-page.js'),
          (m) => m.GrievancePage,
          ['law', 'member'],
        ),
      },
      {
        path: paths.refund,
        lazy: lazyPage(
          () => import('./pages/legal-page.js'),
          (m) => m.RefundPage,
          ['legal', 'law'],
        ),
      },
    ],
  },
];
