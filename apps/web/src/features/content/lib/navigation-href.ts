import type { NavigationItem } from '@upline/contract/content';
import { paths } from '../../../shared/paths';
import { referralRedirect } from '../../../shared/referral-redirect';

/**
 * Where a server navigation item links: a slug without a leading '/' is a CMS page
 * (/pages/{slug}, or /{sluguser}/{slug} under a referral link); a slug starting with '/' is an
 * in-shop path, prefixed when the referral rule asks for it. Full URLs are left as they are.
 */
export function navigationHref(slug: string, sluguser?: string | null): string {
  const trimmed = slug.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('/')) return referralRedirect(trimmed, sluguser) ?? trimmed;
  return paths.cmsPage(trimmed.replace(/^pages\//, ''), sluguser);
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** The legal pages of the footer (storefront §2), linked as CMS pages. */
export const legalSlugs = ['terms', 'privacy', 'shipping-returns'] as const;

/**
 * Splits the server's footer menu into useful links and legal pages. Either list falls back to
 * the spec's defaults when the server sends none, so the footer is never empty.
 */
export function splitFooterNavigation(
  items: readonly NavigationItem[] | undefined,
  defaults: { useful: NavigationItem[]; legal: NavigationItem[] },
): { useful: NavigationItem[]; legal: NavigationItem[] } {
  const isLegal = (item: NavigationItem) =>
    (legalSlugs as readonly string[]).includes(item.slug.replace(/^\/?(pages\/)?/, ''));
  const useful = (items ?? []).filter((item) => !isLegal(item));
  const legal = (items ?? []).filter(isLegal);
  return {
    useful: useful.length > 0 ? useful : defaults.useful,
    legal: legal.length > 0 ? legal : defaults.legal,
  };
}
