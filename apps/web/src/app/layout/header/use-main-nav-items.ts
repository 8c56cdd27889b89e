import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { navigationsQueryOptions } from '../../../features/content/api/get-navigations';
import { isExternalHref, navigationHref } from '../../../features/content/lib/navigation-href';
import { paths } from '../../../shared/paths';
import { useReferralSlug, useSessionStore } from '../../../shared/session/session-store';

export interface MainNavItem {
  key: string;
  label: string;
  to: string;
  isExternal: boolean;
}

/** Storefront §2: Products, the server's header pages, then Dashboard or My Account. */
export function useMainNavItems(): MainNavItem[] {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const sluguser = useReferralSlug();
  const { data } = useQuery(navigationsQueryOptions('header', language));

  const serverItems = (data?.navigations ?? []).map((item, index) => {
    const to = navigationHref(item.slug, sluguser);
    return { key: `nav-${index}-${item.slug}`, label: item.name, to, isExternal: isExternalHref(to) };
  });
  return [
    { key: 'products', label: t('header.products'), to: paths.product(sluguser), isExternal: false },
    ...serverItems,
    isLoggedIn
      ? { key: 'dashboard', label: t('header.dashboard'), to: paths.dashboard(sluguser), isExternal: false }
      : { key: 'account', label: t('header.myAccount'), to: paths.signin(sluguser), isExternal: false },
  ];
}
