import { useCartCurrency } from '../../../shared/cart/cart-shopper';
import { useCartStore } from '../../../shared/cart/cart-store';
import { useCartQuote } from '../api/quote-cart';
import { cartSummary, type CartSummary } from '../lib/cart-summary';

/** The cart's amounts for display, and whether the server's quote is being fetched. */
export function useCartSummary(): CartSummary & { isUpdating: boolean } {
  const cartItems = useCartStore((state) => state.cartItems);
  const couponCodeData = useCartStore((state) => state.couponCodeData);
  const currency = useCartCurrency();
  const quote = useCartQuote();
  return { ...cartSummary({ cartItems, couponCodeData }, currency, quote.data), isUpdating: quote.isFetching };
}
