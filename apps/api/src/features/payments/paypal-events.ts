import { fromDecimal } from '@upline/domain/money';
import type { PaymentEvent, PaymentEventKind } from './payment-events.js';

/** A PayPal webhook event as delivered (snake_case, as on the wire). */
export interface PayPalWebhookEvent {
  id: string;
  event_type: string;
  resource_type?: string;
  resource?: {
    id?: string;
    status?: string;
    amount?: { currency_code?: string; value?: string };
    purchase_units?: { amount?: { currency_code?: string; value?: string } }[];
    supplementary_data?: { related_ids?: { order_id?: string } };
  };
}

const captureKinds: Record<string, PaymentEventKind> = {
  'PAYMENT.CAPTURE.COMPLETED': 'succeeded',
  'PAYMENT.CAPTURE.PENDING': 'processing',
  'PAYMENT.CAPTURE.DENIED': 'failed',
  'PAYMENT.CAPTURE.DECLINED': 'failed',
};

/**
 * What a PayPal event says about a payment, keyed by the PayPal order id (our provider
 * reference). Capture events carry it in supplementary_data; order events are the order. Refund
 * events are left to the refund flow, which records its own answer.
 */
export function paypalPaymentEvent(event: PayPalWebhookEvent): PaymentEvent | null {
  const resource = event.resource;
  const captureKind = captureKinds[event.event_type];
  const isApproval = event.event_type === 'CHECKOUT.ORDER.APPROVED';
  if (!resource || (!captureKind && !isApproval)) return null;
  const providerRef = captureKind ? resource.supplementary_data?.related_ids?.order_id : resource.id;
  const amount = captureKind ? resource.amount : resource.purchase_units?.[0]?.amount;
  if (!providerRef || !amount?.value || !amount.currency_code) return null;
  return {
    provider: 'paypal',
    // Approved is not paid: the payment stays open until our capture succeeds.
    kind: captureKind ?? 'processing',
    providerRef,
    amountMinor: fromDecimal(amount.value),
    currency: amount.currency_code.toUpperCase(),
    ...(captureKind === 'failed' ? { failureCode: 'declined', failureMessage: 'PayPal declined the payment.' } : {}),
    source: 'webhook',
    eventId: event.id,
  };
}
