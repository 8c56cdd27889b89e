import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  expressConfirmAddressRequestSchema,
  expressConfirmAddressResponseSchema,
  expressCreateRequestSchema,
  expressCreateResponseSchema,
  expressProcessPaymentRequestSchema,
  expressProcessPaymentResponseSchema,
  updateShippingRequestSchema,
  updateShippingResponseSchema,
  checkoutMessages,
} from '@upline/contract/checkout';
import { errorBodySchema } from '@upline/contract/errors';
import { priceChangedErrorSchema } from '@upline/contract/orders';
import { toDecimal } from '@upline/domain/money';
import type { AppDeps } from '../../deps.js';
import { grantOrderAccess } from '../orders/order-access.js';
import { hasPlaceholderAddress } from '../orders/order-draft.js';
import { readVisitorId } from '../promotions/visitor-cookie.js';
import { confirmExpressAddress } from './confirm-express-address.js';
import { createExpressSession } from './create-express-session.js';
import { toSessionAmountsWire } from './express-session.js';
import { processExpressPayment } from './process-express-payment.js';
import { updateOrderShipping } from './update-order-shipping.js';

const tags = ['checkout'];
const errors = { 400: errorBodySchema, 402: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: priceChangedErrorSchema, 422: errorBodySchema, 502: errorBodySchema };

/** The express wallet widget (checkout §2, §4, §7): session, address, payment, late shipping address. */
export function expressCheckoutRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post('/express-checkout/create', {
      schema: { tags, summary: 'Start an express checkout: the cart priced by the server', body: expressCreateRequestSchema, response: { 200: expressCreateResponseSchema, ...errors } },
    }, async (request) => {
      const session = await createExpressSession(deps, { body: request.body, user: request.currentUser, visitorId: readVisitorId(request) });
      return { success: true as const, checkout_id: session.checkoutId, message: 'Checkout session created', currency: session.currency, ...toSessionAmountsWire(session) };
    });

    r.post('/express-checkout/confirm-address', {
      schema: { tags, summary: "Shipping and tax for the wallet's address", body: expressConfirmAddressRequestSchema, response: { 200: expressConfirmAddressResponseSchema, ...errors } },
    }, async (request) => {
      const session = await confirmExpressAddress(deps, request, request.body);
      return { success: true as const, message: 'Address confirmed', ...toSessionAmountsWire(session) };
    });

    r.post('/express-checkout/process-payment', {
      schema: { tags, summary: 'Create the pending order and capture the wallet payment', body: expressProcessPaymentRequestSchema, response: { 200: expressProcessPaymentResponseSchema, ...errors } },
    }, async (request, reply) => {
      const { order, transactionId } = await processExpressPayment(deps, request, request.body);
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

    r.post('/express-checkout/update-shipping', {
      schema: { tags, summary: "Complete the shipping address of an express order (its owner's browser only)", body: updateShippingRequestSchema, response: { 200: updateShippingResponseSchema, ...errors } },
    }, async (request) => {
      await updateOrderShipping(deps, request, request.body);
      return { success: true as const, message: checkoutMessages.shippingUpdated };
    });
  };
}
