import type { FastifyInstance } from 'fastify';
import { checkoutMessages } from '@upline/contract/checkout';
import { checkoutRoutes as calls } from '@upline/contract/checkout-routes';
import { toDecimal } from '@upline/domain/money';
import type { AppDeps } from '../../deps.js';
import { registerRoute } from '../../http/route.js';
import { grantOrderAccess } from '../orders/order-access.js';
import { hasPlaceholderAddress } from '../orders/order-draft.js';
import { readVisitorId } from '../promotions/visitor-cookie.js';
import { checkoutError } from './checkout-failure.js';
import { confirmExpressAddress } from './confirm-express-address.js';
import { createExpressSession } from './create-express-session.js';
import { toSessionAmountsWire } from './express-session.js';
import { processExpressPayment } from './process-express-payment.js';
import { updateOrderShipping } from './update-order-shipping.js';

/** The express wallet widget (checkout §2, §4, §7): session, address, payment, late shipping address. */
export function expressCheckoutRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerRoute(app, calls.createExpressSession, async (request) => {
      const created = await createExpressSession(deps, { body: request.body, user: request.currentUser, visitorId: readVisitorId(request) });
      if (!created.ok) throw checkoutError(created.failure);
      const session = created.value;
      return { success: true as const, checkout_id: session.checkoutId, message: 'Checkout session created', currency: session.currency, ...toSessionAmountsWire(session) };
    });

    registerRoute(app, calls.confirmExpressAddress, async (request) => {
      const confirmed = await confirmExpressAddress(deps, request, request.body);
      if (!confirmed.ok) throw checkoutError(confirmed.failure);
      return { success: true as const, message: 'Address confirmed', ...toSessionAmountsWire(confirmed.value) };
    });

    registerRoute(app, calls.processExpressPayment, async (request, reply) => {
      const paid = await processExpressPayment(deps, request, request.body);
      if (!paid.ok) throw checkoutError(paid.failure);
      const { order, transactionId } = paid.value;
      const token = grantOrderAccess(deps, request, reply, order.id);
      const query = new URLSearchParams({ order_id: String(order.id), payment_method: request.body.payment_method });
      return {
        success: true as const,
        message: checkoutMessages.paymentSuccessful,
        order_id: order.id,
        order_number: order.orderNumber,
        transaction_id: transactionId,
        amount: toDecimal(order.totalMinor),
        currency: order.currency,
        redirect_url: `/payment/success?${query.toString()}`,
        needs_shipping_update: hasPlaceholderAddress(order),
        order_access_token: token,
      };
    });

    registerRoute(app, calls.updateShipping, async (request) => {
      const result = await updateOrderShipping(deps, request, request.body);
      if (!result.ok) throw checkoutError(result.failure);
      return { success: true as const, message: checkoutMessages.shippingUpdated };
    });
  };
}
