import type { RouteObject } from 'react-router';

/** Member-side routes (SPEC section 2, user side); each page is loaded lazily. */
export const memberRoutes: RouteObject[] = [
  { path: '/', lazy: async () => ({ Component: (await import('./landing/landing-page.js')).LandingPage }) },
];
