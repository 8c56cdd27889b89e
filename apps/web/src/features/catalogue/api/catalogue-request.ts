import type { CatalogueCurrency, CatalogueUserType } from '@upline/contract/catalogue';
import type { ShopperType } from '@upline/domain/catalogue';
import { useSessionStore } from '../../../shared/session/session-store';
import type { ShoppingCountry } from '../../../shared/session/session-types';

/** What every catalogue call carries: member type and language in the path, currency in the query. */
export interface CatalogueRequest {
  userType: CatalogueUserType;
  language: string;
  currency: CatalogueCurrency;
}

/** Canadian shoppers pay in Canadian dollars; everyone else in US dollars. */
export function currencyForCountry(country: ShoppingCountry | null): CatalogueCurrency {
  return country === 'CA' ? 'CAD' : 'USD';
}

/** The session's member type for the paths (a guest asks as a customer, storefront §6). */
export function useCatalogueRequest(): CatalogueRequest {
  const userType = useSessionStore((state) => (state.isLoggedIn ? state.userType : null));
  const language = useSessionStore((state) => state.language);
  const country = useSessionStore((state) => state.userCountry);
  return { userType: userType ?? 'customer', language, currency: currencyForCountry(country) };
}

/** Who is buying, for the price rules: a visitor who is not signed in is a guest. */
export function useShopperType(): ShopperType {
  return useSessionStore((state) => (state.isLoggedIn && state.userType ? state.userType : 'guest'));
}

/** `/{userType}/{lang}?currency=XXX`: the tail shared by the product calls. */
export function catalogueTail(request: CatalogueRequest): string {
  return `/${request.userType}/${encodeURIComponent(request.language)}?currency=${request.currency}`;
}
