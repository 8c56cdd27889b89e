import { createHash } from 'node:crypto';
import type { Config } from '../../config.js';
import type { RefundResult } from '../payments/gateway.js';
import type { PayPalGateway, PayPalOrderState, PayPalShipping } from '../payments/paypal-gateway.js';
import type { PayPalAmountsInput } from '../payments/paypal-order-request.js';

interface TestPayPalOrder {
  id: string;
  amountMinor: number;
  currency: string;
  captureId: string | null;
  shipping?: PayPalShipping;
  refundedMinor: number;
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16).toUpperCase();
const total = (a: PayPalAmountsInput) => a.totalMinor;

/**
 * The PayPal stand-in used when no PayPal keys are configured and cards go to the built-in test
 * gateway: wallet orders run through the same create-and-capture path as with PayPal, without
 * network or buyer window. An order counts as approved as soon as it exists (there is no buyer
 * to approve it); create and capture replay by their request ids like PayPal's.
 */
export function createTestPayPalGateway(): PayPalGateway {
  const orders = new Map<string, TestPayPalOrder>();
  const byRequest = new Map<string, string>();
  const state = (o: TestPayPalOrder): PayPalOrderState => ({
    ok: true,
    paypalOrderId: o.id,
    status: o.captureId ? 'succeeded' : 'approved',
    amountMinor: o.amountMinor,
    currency: o.currency,
    ...(o.captureId ? { captureId: o.captureId } : {}),
    ...(o.shipping ? { shipping: o.shipping } : {}),
  });
  const notFound = { ok: false as const, code: 'not_found' as const, message: 'Specified resource ID does not exist.' };

  return {
    name: 'paypal',
    clientId: 'test',
    async createOrder(input) {
      const known = byRequest.get(input.idempotencyKey);
      if (known) return { ok: true, paypalOrderId: known, status: 'approved' };
      const id = `TESTPP-${digest(input.idempotencyKey)}`;
      const a = input.shippingAddress;
      orders.set(id, {
        id,
        amountMinor: total(input),
        currency: input.currency,
        captureId: null,
        refundedMinor: 0,
        ...(a ? { shipping: { fullName: a.fullName, addressLine1: a.addressLine1, addressLine2: a.addressLine2, city: a.city, state: a.state, postalCode: a.postalCode, countryCode: a.countryCode } } : {}),
      });
      byRequest.set(input.idempotencyKey, id);
      return { ok: true, paypalOrderId: id, status: 'approved' };
    },
    async updateOrderAmounts(id, amounts) {
      const order = orders.get(id);
      if (!order) return notFound;
      if (order.captureId) return { ok: false, code: 'already_captured', message: 'Order already captured.' };
      Object.assign(order, { amountMinor: total(amounts), currency: amounts.currency });
      return { ok: true };
    },
    async captureOrder(id, requestId) {
      const order = orders.get(id);
      if (!order) return notFound;
      order.captureId ??= `TESTCAP-${digest(`${id}:${requestId}`)}`;
      return state(order);
    },
    async getOrder(id) {
      const order = orders.get(id);
      return order ? state(order) : notFound;
    },
    async refundCapture(captureId, amountMinor, _currency, requestId): Promise<RefundResult> {
      const order = [...orders.values()].find((o) => o.captureId === captureId);
      if (!order || amountMinor > order.amountMinor - order.refundedMinor) return { ok: false, code: 'refund_refused', message: 'PayPal refused the refund.' };
      order.refundedMinor += amountMinor;
      return { ok: true, refundRef: `TESTRE-${digest(requestId)}`, status: 'succeeded', amountMinor };
    },
    verifyWebhook: async () => false,
  };
}

const standIns = new WeakMap<Config['payments'], PayPalGateway>();

/** One stand-in per configuration, so its orders outlive a request. */
export function testPayPalGatewayFor(payments: Config['payments']): PayPalGateway {
  let gateway = standIns.get(payments);
  if (!gateway) standIns.set(payments, (gateway = createTestPayPalGateway()));
  return gateway;
}
