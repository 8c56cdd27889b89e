import { orderErrorCodes, orderMessages } from '@upline/contract/orders';
import { AppError } from '../../http/errors.js';
import type { CartQuoteMinor } from '../cart/quote-cart.js';
import { toCartQuoteWire } from '../cart/quote-wire.js';

/** 409 price_changed carrying the server's fresh quote: nothing was written and nothing charged. */
export function priceChanged(quote: CartQuoteMinor, message: string = orderMessages.priceChanged): AppError {
  return new AppError(409, orderErrorCodes.priceChanged, message, undefined, { quote: toCartQuoteWire(quote) });
}

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
