import { useSessionStore } from '../session/session-store';
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

/** The claims the storefront may make to this shopper now: nothing until the data says so. */
export function useShopClaims(): ShopClaims {
  const country = useSessionStore((state) => state.userCountry);
  const offers = useOffers();
  const guarantee = useGuarantee();
  return {
    freeShipping: freeShippingClaims(offers.data, country),
    moneyBack: guarantee.data?.money_back ?? null,
    returns: guarantee.data?.returns ?? null,
  };
}
