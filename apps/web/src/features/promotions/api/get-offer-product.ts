import { useQuery } from '@tanstack/react-query';
import { useCartCurrency } from '../../../shared/cart/cart-shopper';
import { productQueryOptions } from '../../../shared/catalogue/catalogue-queries';
import { useSessionStore } from '../../../shared/session/session-store';

/**
 * The product an offer link puts in the cart (GET product/{id}/{userType}/{lang}?currency=), for
 * the session's member type, language and currency; nothing is asked for null. The same query as
 * the product page's, so one cache holds the answer.
 */
export function useOfferProduct(productId: number | null) {
  const userType = useSessionStore((state) => (state.isLoggedIn && state.userType ? state.userType : 'customer'));
  const language = useSessionStore((state) => state.language);
  const currency = useCartCurrency();
  return useQuery({ ...productQueryOptions(productId ?? 0, { userType, language, currency }), enabled: productId !== null });
}
