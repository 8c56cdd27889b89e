import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { RequireSignin } from '../../layout/account/require-signin';
import {
  AddImagePage,
  BlogPage,
  BlogsPage,
  CmsPageRoute,
  FaqPage,
  GalleryPage,
  NewsletterUnsubscribePage,
  PressReleasePage,
  PressReleasesPage,
  ReferralParamPage,
  TestimonialsPage,
  ThankYouPage,
} from '../lazy-pages';
import { routeTable } from '../route-table';
import { contentScreens } from '../../../features/content/components/screens/content-screens';

const routes = routeTable(new QueryClient());

function resolve(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  const element = (route: RouteObject | undefined) => (route?.element as { type?: unknown } | undefined)?.type;
  const leaf = matches.at(-1);
  return { leafType: element(leaf?.route), params: leaf?.params ?? {}, layouts: matches.map((match) => element(match.route)) };
}

describe('content and media routes', () => {
  it.each([
    ['/faq', FaqPage],
    ['/testimonials', TestimonialsPage],
    ['/thank-you', ThankYouPage],
    ['/press-releases', PressReleasesPage],
    ['/press-release-details/launch', PressReleasePage],
    ['/page/press-release-details/launch', PressReleasePage],
    ['/blogs', BlogsPage],
    ['/blog-details/spring', BlogPage],
    ['/newsletter/unsubscribe', NewsletterUnsubscribePage],
  ])('serves %s at the root and under a referral link', (path, page) => {
    expect(resolve(path).leafType).toBe(page);
    const referred = resolve(`/ava${path}`);
    expect(referred.leafType).toBe(page);
    expect(referred.params.sluguser).toBe('ava');
  });

  it('opens the /page/ addresses of the spec as CMS pages, which pick their screen by slug', () => {
    for (const slug of ['faq', 'testimonials', 'press-releases', 'training-videos', 'compensation-plan']) {
      const route = resolve(`/page/${slug}`);
      expect(route.leafType).toBe(CmsPageRoute);
      expect(route.params.slug).toBe(slug);
      expect(contentScreens[slug]).toBeDefined();
    }
    expect(resolve('/ava/page/training-videos').leafType).toBe(CmsPageRoute);
    expect(resolve('/ava/training-videos').leafType).toBe(ReferralParamPage);
    expect(contentScreens.team).toBeDefined();
    expect(contentScreens['thank-you']).toBeDefined();
    expect(contentScreens.terms).toBeUndefined();
  });

  it('keeps the gallery and AddImage behind the sign-in guard', () => {
    expect(resolve('/user/gallery').leafType).toBe(GalleryPage);
    expect(resolve('/user/gallery').layouts).toContain(RequireSignin);
    expect(resolve('/user/gallery/add').leafType).toBe(AddImagePage);
    expect(resolve('/user/gallery/add').layouts).toContain(RequireSignin);
  });
});
