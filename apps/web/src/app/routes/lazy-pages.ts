import { lazy } from 'react';

// Every page is its own chunk, loaded on first visit, so the first download stays small.
// The root layout and the account layout wrap their outlets in Suspense.

export const HomePage = lazy(() => import('./home/home-page').then((module) => ({ default: module.HomePage })));
export const CmsPageRoute = lazy(() => import('./cms-page').then((module) => ({ default: module.CmsPageRoute })));
export const ReferralParamPage = lazy(() =>
  import('./referral-param-page').then((module) => ({ default: module.ReferralParamPage })),
);
export const PlaceholderPage = lazy(() =>
  import('./placeholder-page').then((module) => ({ default: module.PlaceholderPage })),
);
export const NotFoundPage = lazy(() => import('./not-found-page').then((module) => ({ default: module.NotFoundPage })));
