import { useQuery } from '@tanstack/react-query';
import type { NavigationItem } from '@upline/contract/content';
import { useTranslation } from 'react-i18next';
import { navigationsQueryOptions } from '../../../features/content/api/get-navigations';
import { isExternalHref, navigationHref, splitFooterNavigation } from '../../../features/content/lib/navigation-href';
import { paths } from '../../../shared/paths';
import { useReferralSlug, useSessionStore } from '../../../shared/session/session-store';
import type { FooterLink } from './footer-link-list';

/** Useful links and legal pages from the server's footer menu, and the fixed press and blog links. */
export function useFooterLinks(): { useful: FooterLink[]; legal: FooterLink[]; discover: FooterLink[] } {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const sluguser = useReferralSlug();
  const { data } = useQuery(navigationsQueryOptions('footer', language));

  // Shown when the server's menu is unavailable: storefront §2's useful links and legal pages.
  const defaults: { useful: NavigationItem[]; legal: NavigationItem[] } = {
    useful: [
      { name: t('footer.aboutUs'), slug: 'about-us' },
      { name: t('footer.faq'), slug: '/faq' },
      { name: t('footer.testimonials'), slug: '/testimonials' },
      { name: t('footer.compensationPlan'), slug: 'compensation-plan' },
    ],
    legal: [
      { name: t('footer.terms'), slug: 'terms' },
      { name: t('footer.privacy'), slug: 'privacy' },
      { name: t('footer.shippingReturns'), slug: 'shipping-returns' },
    ],
  };
  const { useful, legal } = splitFooterNavigation(data?.navigations, defaults);
  const toLink = (item: NavigationItem, index: number): FooterLink => {
    const to = navigationHref(item.slug, sluguser);
    return { key: `${index}-${item.slug}`, label: item.name, to, isExternal: isExternalHref(to) };
  };
  const usefulLinks = useful.map(toLink);
  const legalLinks = legal.map(toLink);
  // The press and blog links, unless the server's menu already lists them (no link twice).
  const listed = new Set([...usefulLinks, ...legalLinks].map((link) => link.to));
  const discover: FooterLink[] = [
    { key: 'press', label: t('footer.pressReleases'), to: paths.pressReleases(sluguser) },
    { key: 'blogs', label: t('footer.blogs'), to: paths.blogs(sluguser) },
  ];
  return { useful: usefulLinks, legal: legalLinks, discover: discover.filter((link) => !listed.has(link.to)) };
}
