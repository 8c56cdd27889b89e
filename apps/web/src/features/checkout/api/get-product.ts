import { useQuery } from '@tanstack/react-query';
import type { CartCurrency } from '../../../shared/cart/cart-types';
import { productQueryOptions } from '../../../shared/catalogue/catalogue-queries';
import { useSessionStore } from '../../../shared/session/session-store';

/** GET product/{id}/{userType}/{lang}?currency= : the product checkout §2 `product` preloads (the catalogue's one cache of it). */
export function useCheckoutProduct(productId: number | null, currency: CartCurrency) {
  const userType = useSessionStore((state) => (state.isLoggedIn && state.userType ? state.userType : 'customer'));
  const language = useSessionStore((state) => state.language);
  return useQuery({ ...productQueryOptions(productId ?? 0, { userType, language, currency }), enabled: productId !== null });
}
