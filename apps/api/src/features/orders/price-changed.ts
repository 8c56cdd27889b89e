import { orderMessages } from '@upline/contract/orders';
import type { CartQuoteMinor } from '../cart/quote-cart.js';
import { orderFailure } from './order-failure.js';

/** price_changed carrying the server's fresh quote: nothing was written and nothing charged. */
export const priceChangedFailure = (quote: CartQuoteMinor, message: string = orderMessages.priceChanged) => orderFailure('price_changed', message, { quote });

/**
 * True when the totals the client sent agree with the server's quote. `total` may be the net
 * total (what the quote calls total) or, as the spec's payload names them, the total before the
 * discount next to a `netTotal`; a sent `netTotal` must be the net total.
 */
export function isClientTotalCurrent(quote: CartQuoteMinor, client: { totalMinor: number; netTotalMinor?: number | undefined }): boolean {
  const net = quote.totalMinor;
  const gross = net + quote.discountMinor;
  if (client.netTotalMinor !== undefined && client.netTotalMinor !== net) return false;
  return client.totalMinor === net || (client.netTotalMinor !== undefined && client.totalMinor === gross);
}
