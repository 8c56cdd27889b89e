import { OrdersController, PatchOp, PaymentsController, type Client } from '@paypal/paypal-server-sdk';
import type { Currency } from '@upline/domain/money';
import type { RefundResult } from './gateway.js';
import { paypalFailure, toOrderState } from './paypal-responses.js';
import { buildPayPalOrderRequest, toPayPalAmount, toPayPalValue, type PayPalAmountsInput, type PayPalOrderInput } from './paypal-order-request.js';
import { verifyPayPalWebhook, type PayPalWebhookHeaders } from './paypal-webhook-verification.js';
import type { PayPalFailure, PayPalOrderState, PayPalPaymentStatus } from './paypal-types.js';

export type { PayPalBuyer, PayPalFailure, PayPalFailureCode, PayPalOrderState, PayPalPaymentStatus, PayPalShipping } from './paypal-types.js';

export interface PayPalGateway {
  readonly name: 'paypal';
  readonly clientId: string;
  /** Creates a PayPal order for our order; the same idempotency key answers the same PayPal order. */
  createOrder(input: PayPalOrderInput): Promise<{ ok: true; paypalOrderId: string; status: PayPalPaymentStatus; approveUrl?: string } | PayPalFailure>;
  /** Replaces the amounts (express checkout: shipping and tax after an address change). */
  updateOrderAmounts(paypalOrderId: string, amounts: PayPalAmountsInput): Promise<{ ok: true } | PayPalFailure>;
  /** Captures an approved order; `requestId` (PayPal-Request-Id) makes a repeat answer the first capture. */
  captureOrder(paypalOrderId: string, requestId: string): Promise<PayPalOrderState | PayPalFailure>;
  getOrder(paypalOrderId: string): Promise<PayPalOrderState | PayPalFailure>;
  refundCapture(captureId: string, amountMinor: number, currency: Currency, requestId: string): Promise<RefundResult>;
  /** Asks PayPal whether a webhook delivery is genuine (verify-webhook-signature API). */
  verifyWebhook(headers: PayPalWebhookHeaders, rawBody: string): Promise<boolean>;
}

/** PayPal Orders v2 through the official server SDK. */
export function createPayPalGateway(client: Client, opts: { clientId: string; webhookId: string | undefined }): PayPalGateway {
  const orders = new OrdersController(client);
  const payments = new PaymentsController(client);

  return {
    name: 'paypal',
    clientId: opts.clientId,

    async createOrder(input) {
      const body = buildPayPalOrderRequest(input);
      try {
        const { result } = await orders.createOrder({ body, paypalRequestId: input.idempotencyKey, prefer: 'return=representation' });
        const approveUrl = result.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')?.href;
        return { ok: true, paypalOrderId: result.id ?? '', status: toOrderState(result).status, ...(approveUrl ? { approveUrl } : {}) };
      } catch (err) {
        return paypalFailure(err);
      }
    },

    async updateOrderAmounts(paypalOrderId, amounts) {
      const value = toPayPalAmount(amounts);
      try {
        await orders.patchOrder({ id: paypalOrderId, body: [{ op: PatchOp.Replace, path: "/purchase_units/@reference_id=='default'/amount", value: toWire(value) }] });
        return { ok: true };
      } catch (err) {
        return paypalFailure(err);
      }
    },

    async captureOrder(paypalOrderId, requestId) {
      try {
        const { result } = await orders.captureOrder({ id: paypalOrderId, paypalRequestId: requestId, prefer: 'return=representation' });
        return toOrderState(result);
      } catch (err) {
        return paypalFailure(err);
      }
    },

    async getOrder(paypalOrderId) {
      try {
        return toOrderState((await orders.getOrder({ id: paypalOrderId })).result);
      } catch (err) {
        return paypalFailure(err);
      }
    },

    async refundCapture(captureId, amountMinor, currency, requestId) {
      try {
        const body = { amount: { currencyCode: currency, value: toPayPalValue(amountMinor) } };
        const { result } = await payments.refundCapturedPayment({ captureId, paypalRequestId: requestId, body });
        if (result.status === 'CANCELLED' || result.status === 'FAILED') return { ok: false, code: 'refund_refused', message: 'PayPal refused the refund.' };
        return { ok: true, refundRef: result.id ?? '', status: result.status === 'COMPLETED' ? 'succeeded' : 'pending', amountMinor };
      } catch (err) {
        const failure = paypalFailure(err);
        return { ok: false, code: failure.code === 'provider_error' ? 'provider_error' : 'refund_refused', message: failure.message };
      }
    },

    verifyWebhook: (headers, rawBody) => (opts.webhookId ? verifyPayPalWebhook(client, opts.webhookId, headers, rawBody) : Promise.resolve(false)),
  };
}

/** Patch values are sent as given (no SDK mapping), so they are written in PayPal's wire names. */
function toWire(amount: ReturnType<typeof toPayPalAmount>) {
  const money = (m: { currencyCode: string; value: string } | undefined) => (m ? { currency_code: m.currencyCode, value: m.value } : undefined);
  const b = amount.breakdown;
  return {
    currency_code: amount.currencyCode,
    value: amount.value,
    breakdown: { item_total: money(b?.itemTotal), shipping: money(b?.shipping), tax_total: money(b?.taxTotal), ...(b?.discount ? { discount: money(b.discount) } : {}) },
  };
}
