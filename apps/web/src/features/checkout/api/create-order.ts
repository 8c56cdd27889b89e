import type { OrderCreated, OrderRequest } from '@upline/contract/orders';
import { orderRoutes } from '@upline/contract/order-routes';
import { call } from '../../../shared/api/call';
import { withCheckoutErrors } from './checkout-errors';

/**
 * POST orders (a signed-in member) or POST guest/orders (a guest), once per Idempotency-Key: a
 * repeat with the same key and body answers the first order. A guest's browser also gets the
 * order's access cookie, which lets it pay and read that order.
 */
export function createOrder(body: OrderRequest, options: { isGuest: boolean; idempotencyKey: string }): Promise<OrderCreated> {
  const descriptor = options.isGuest ? orderRoutes.placeAsGuest : orderRoutes.place;
  return withCheckoutErrors(call(descriptor, { body, idempotencyKey: options.idempotencyKey }));
}
