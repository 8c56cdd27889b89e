import { bogoLineOf } from './cart-rules';
import type { CartItem } from './cart-types';

/**
 * The query that keeps a cart link inside the buy-2-get-1-free offer (checkout §2 `product` and
 * `double=true`): '?product=1&double=true' while the cart holds the offer line, else ''. Leaving
 * the offer empties the cart, so the popup's and the cart page's links carry it along.
 */
export function offerSearchOf(items: readonly CartItem[]): string {
  const offer = bogoLineOf(items);
  return offer ? `?${new URLSearchParams({ product: String(offer.id), double: 'true' }).toString()}` : '';
}
