import type { ShopperType } from '@upline/domain/catalogue';
import type { Currency } from '@upline/domain/money';
import type { CatalogueRequest } from '../../../shared/catalogue/catalogue-queries';
import { useSessionStore } from '../../../shared/session/session-store';
import type { ShoppingCountry } from '../../../shared/session/session-types';

export type { CatalogueRequest };

/** Canadian shoppers pay in Canadian dollars; everyone else in US dollars. */
export function currencyForCountry(country: ShoppingCountry | null): Currency {
  return country === 'CA' ? 'CAD' : 'USD';
}

/** The session's member type for the paths (a guest asks as a customer, storefront §6). */
export function useCatalogueRequest(): CatalogueRequest {
  const userType = useSessionStore((state) => (state.isLoggedIn ? state.userType : null));
  const language = useSessionStore((state) => state.language);
  // The currency, not the country: choosing the United States changes nothing here.
  const currency = useSessionStore((state) => currencyForCountry(state.userCountry));
  return { userType: userType ?? 'customer', language, currency };
}

/** Who is buying, for the price rules: a visitor who is not signed in is a guest. */
export function useShopperType(): ShopperType {
  return useSessionStore((state) => (state.isLoggedIn && state.userType ? state.userType : 'guest'));
}
