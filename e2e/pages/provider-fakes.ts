import { expect } from '@playwright/test';
import type { ProvidersInfo } from '../providers/providers-server';

export interface StripeIntent {
  id: string;
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  payment_method: string | null;
  metadata: Record<string, string>;
  last_payment_error: { code: string; message: string } | null;
}

interface Money {
  currency_code: string;
  value: string;
}

export interface PayPalOrder {
  id: string;
  status: string;
  payer?: { email_address: string };
  /** The wallet the buyer paid with, as PayPal records it (apple_pay, google_pay, paypal). */
  payment_source?: Record<string, Record<string, unknown>>;
  purchase_units: {
    custom_id?: string;
    amount: Money & { breakdown?: Record<string, Money> };
    shipping?: { address: { address_line_1: string; admin_area_2: string; admin_area_1: string } };
    payments?: { captures: { id: string; status: string; amount: Money }[] };
  }[];
}

/** What the local Stripe and PayPal of the providers shop hold, read through their APIs as our server reads them. */
export class ProviderFakes {
  constructor(readonly info: ProvidersInfo) {}

  /** Every PaymentIntent made for one of our orders, oldest first. */
  async stripeIntentsOf(orderId: number): Promise<StripeIntent[]> {
    const answer = await fetch(`${this.info.stripe.url}/v1/payment_intents?limit=100`, { headers: { authorization: `Bearer ${this.info.stripe.secretKey}` } });
    expect(answer.status).toBe(200);
    const list = (await answer.json()) as { data: StripeIntent[] };
    return list.data.filter((pi) => pi.metadata.order_id === String(orderId)).reverse();
  }

  /** A confirmed PaymentIntent of Stripe's test card that needs 3-D Secure: its client secret, as our server would hand it to the page. */
  async stripeIntentAwaitingAuthentication(amountMinor: number): Promise<{ id: string; clientSecret: string }> {
    const answer = await fetch(`${this.info.stripe.url}/v1/payment_intents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.info.stripe.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ amount: String(amountMinor), currency: 'usd', payment_method: 'pm_card_authenticationRequired', confirm: 'true' }).toString(),
    });
    const intent = (await answer.json()) as { id: string; status: string; client_secret: string };
    expect(intent.status).toBe('requires_action');
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async stripeIntent(id: string): Promise<StripeIntent> {
    const answer = await fetch(`${this.info.stripe.url}/v1/payment_intents/${id}`, { headers: { authorization: `Bearer ${this.info.stripe.secretKey}` } });
    expect(answer.status).toBe(200);
    return (await answer.json()) as StripeIntent;
  }

  async paypalOrder(paypalOrderId: string): Promise<PayPalOrder> {
    const basic = Buffer.from(`${this.info.paypal.clientId}:${this.info.paypal.clientSecret}`).toString('base64');
    const auth = await fetch(`${this.info.paypal.url}/v1/oauth2/token`, { method: 'POST', headers: { authorization: `Basic ${basic}` }, body: 'grant_type=client_credentials' });
    const { access_token: token } = (await auth.json()) as { access_token: string };
    const answer = await fetch(`${this.info.paypal.url}/v2/checkout/orders/${paypalOrderId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
    return (await answer.json()) as PayPalOrder;
  }
}
