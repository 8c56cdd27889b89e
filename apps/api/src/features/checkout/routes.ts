import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from '@upline/db';
import { checkoutMessages, type PaymentResult } from '@upline/contract/checkout';
import { checkoutRoutes as calls } from '@upline/contract/checkout-routes';
import { IDEMPOTENCY_HEADER } from '@upline/contract/route';
import type { AppDeps } from '../../deps.js';
import { registerRoute } from '../../http/route.js';
import { idempotencyKeyOf, runIdempotent, type IdempotentAnswer, type KeepAnswer, type ReadWithClaim } from '../orders/idempotent-request.js';
import { loadOwnedOrder, ownedOrder } from '../orders/load-order.js';
import { grantOrderAccess } from '../orders/order-access.js';
import { orderError } from '../orders/order-failure.js';
import type { OrderRow } from '../orders/order-draft.js';
import { isTestGateway } from '../payments/test-gateway.js';
import { checkoutError } from './checkout-failure.js';
import { ensureExpressOrder } from './express-order.js';
import { loadExpressSession } from './express-session.js';
import { cardAttemptScope, cardPaymentFacts, cardPaymentFactsRead, payOrderByCard, type PaidOrder } from './pay-order-by-card.js';
import { capturePayPalOrderFor, createPayPalOrderFor } from './paypal-order-payment.js';
import { testGatewayRoutes } from './test-gateway-routes.js';
import { walletGatewayFor } from './wallet-gateway.js';

/** The answer of a paid order (process-payment and process-payment-paypal). */
export function paidAnswer(order: OrderRow, transactionId: string | null | undefined): PaymentResult {
  return {
    success: true,
    message: checkoutMessages.paymentSuccessful,
    data: { order_id: order.id, order_number: order.orderNumber, order_status: order.status, payment_status: order.paymentStatus, transaction_id: transactionId ?? null },
  };
}

/** Runs under the request's Idempotency-Key when it has one (required where `isRequired`). */
async function maybeIdempotent<T>(
  deps: AppDeps,
  request: FastifyRequest,
  scope: string,
  isRequired: boolean,
  run: (firstRead?: Record<string, unknown>, keepAnswer?: KeepAnswer<T>) => Promise<IdempotentAnswer<T>>,
  readWithClaim?: ReadWithClaim,
) {
  if (!isRequired && request.headers[IDEMPOTENCY_HEADER] === undefined) return run();
  const key = idempotencyKeyOf(request);
  if (!key.ok) throw orderError(key.failure);
  const ran = await runIdempotent(deps, { scope, key: key.value, userId: request.currentUser?.id ?? null, body: request.body }, run, readWithClaim);
  if (!ran.ok) throw orderError(ran.failure);
  return ran.value;
}

/** Paying orders: by card (with the test gateway's 3-D Secure stand-in when it is the provider), and by PayPal on the regular checkout form. */
export function checkoutRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerRoute(app, calls.payByCard, async (request, reply) => {
      const orderId = request.body.order_id;
      const scope = cardAttemptScope(deps, request.body.authorization_key, request.ip);
      const answer = await maybeIdempotent<PaymentResult>(deps, request, 'process-payment', true, async (read, keepAnswer) => {
        // The order, its payments, the pricing version and the refused cards in one read (with the
        // key's claim when it won at once); then the same access check as loadOwnedOrder.
        const facts = await cardPaymentFacts(deps, orderId, scope, read);
        const owned = ownedOrder(deps, request, facts.order);
        if (!owned.ok) throw orderError(owned.failure);
        const answerOf = (paid: PaidOrder) => ({ statusCode: 200, body: paidAnswer(paid.order, paid.payment?.providerRef) });
        const paid = await payOrderByCard(deps, owned.value, request.body.authorization_key, {
          paymentReference: request.body.payment_reference,
          clientIp: request.ip,
          facts,
          // The answer is kept by the transaction that pays the order.
          ...(keepAnswer ? { whenPaid: (tx: Transaction, paidOrder: PaidOrder) => keepAnswer.inTransaction(tx, answerOf(paidOrder)) } : {}),
        });
        if (!paid.ok) throw checkoutError(paid.failure);
        return answerOf(paid.value);
      }, cardPaymentFactsRead(orderId, scope));
      return reply.code(answer.statusCode).send(answer.body);
    });

    if (isTestGateway(deps.payments)) await app.register(testGatewayRoutes(deps.payments));

    registerRoute(app, calls.createPaypalOrder, async (request, reply) => {
      const body = request.body;
      const paypal = walletGatewayFor(deps);
      if (!paypal.ok) throw checkoutError(paypal.failure);
      let order: OrderRow;
      let token: string | undefined;
      if (body.order_id !== undefined) {
        order = await loadOwnedOrder(deps, request, body.order_id);
      } else {
        const session = await loadExpressSession(deps, request, body.checkout_id ?? '');
        if (!session.ok) throw checkoutError(session.failure);
        const pending = await ensureExpressOrder(deps, session.value, { user: request.currentUser, method: body.payment_method });
        if (!pending.ok) throw checkoutError(pending.failure);
        order = pending.value;
        token = grantOrderAccess(deps, request, reply, order.id);
      }
      const created = await createPayPalOrderFor(deps, paypal.value, order, body.payment_method);
      if (!created.ok) throw checkoutError(created.failure);
      return { paypal_order_id: created.value, order_id: order.id, order_number: order.orderNumber, ...(token ? { order_access_token: token } : {}) };
    });

    registerRoute(app, calls.capturePaypalOrder, async (request, reply) => {
      const answer = await maybeIdempotent(deps, request, 'process-payment-paypal', false, async () => {
        const body = request.body;
        const order = await loadOwnedOrder(deps, request, body.order_id);
        const paypalOrderId = body.paypal_order_id ?? body.authorization_key ?? '';
        const paypal = walletGatewayFor(deps);
        if (!paypal.ok) throw checkoutError(paypal.failure);
        const paid = await capturePayPalOrderFor(deps, paypal.value, order, paypalOrderId, { method: 'paypal', ...(body.notes_append ? { notesAppend: body.notes_append } : {}) });
        if (!paid.ok) throw checkoutError(paid.failure);
        return { statusCode: 200, body: paidAnswer(paid.value.order, paid.value.captureId ?? paypalOrderId) };
      });
      return reply.code(answer.statusCode).send(answer.body);
    });
  };
}
