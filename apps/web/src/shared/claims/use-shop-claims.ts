import { useSyncExternalStore } from 'react';
import { useSessionStore } from '../session/session-store';
import type { ShoppingCountry } from '../session/session-types';
import { useGuarantee } from './get-guarantee';
import { useOffers } from './get-offers';
import { freeShippingClaims, type FreeShippingClaim } from './shop-claims';
import type { MoneyBackGuarantee, ReturnPolicy } from '@upline/contract/guarantee';

export interface ShopClaims {
  /** Free-shipping offers holding for the shopper's country; empty while loading or when none runs. */
  freeShipping: FreeShippingClaim[];
  /** The money-back guarantee, or null while loading, on failure or when the shop offers none. */
  moneyBack: MoneyBackGuarantee | null;
  /** The refund policy of every order, or null while loading. */
  returns: ReturnPolicy | null;
}

/**
 * The country whose claims the server's pages make (the free-shipping line; decision 0036). The
 * server renders for a guest paying in US dollars, as a visitor who chose the United States does:
 * the browser hydrates with the same line, and that visitor's page then keeps it, taking the same
 * room. A visitor who has chosen no country yet gets the line for both countries once the app runs.
 */
export const renderedCountry: ShoppingCountry = 'US';

const storedCountry = () => useSessionStore.getState().userCountry;
const serverCountry = () => renderedCountry;

/**
 * The shopper's country, or on the server and while hydrating the country the server renders for
 * (decision 0036): a US visitor's page keeps the server's free-shipping line as it is.
 */
function useClaimsCountry(): ShoppingCountry | null {
  return useSyncExternalStore(useSessionStore.subscribe, storedCountry, serverCountry);
}

/** The claims the storefront may make to this shopper now: nothing until the data says so. */
export function useShopClaims(): ShopClaims {
  const country = useClaimsCountry();
  const offers = useOffers();
  const guarantee = useGuarantee();
  return {
    freeShipping: freeShippingClaims(offers.data, country),
    moneyBack: guarantee.data?.money_back ?? null,
    returns: guarantee.data?.returns ?? null,
  };
}
