import type { ShopperType } from '@upline/domain/catalogue';
import { useSessionStore, type SessionState } from '../session/session-store';
import type { CartCurrency } from './cart-types';

/** Who is buying, for the price rules: a visitor who is not signed in is a guest (priced as a customer). */
export function shopperTypeOf(session: Pick<SessionState, 'isLoggedIn' | 'userType'>): ShopperType {
  return session.isLoggedIn && session.userType ? session.userType : 'guest';
}

/** Canadian shoppers pay in Canadian dollars, everyone else in US dollars (checkout §9). */
export function cartCurrencyOf(session: Pick<SessionState, 'userCountry'>): CartCurrency {
  return session.userCountry === 'CA' ? 'CAD' : 'USD';
}

export function useShopperType(): ShopperType {
  return useSessionStore((state) => shopperTypeOf(state));
}

export function useCartCurrency(): CartCurrency {
  return useSessionStore((state) => cartCurrencyOf(state));
}
