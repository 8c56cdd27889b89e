// What the parts of the Stripe stand-in share: the objects it keeps, Stripe's documented test
// payment methods and card numbers, and its answers' shapes.
import { randomBytes } from 'node:crypto';
import type { FakeResponse } from './fake-server.js';

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  payment_method: string | null;
  customer: string | null;
  setup_future_usage: string | null;
  description: string | null;
  receipt_email: string | null;
  latest_charge: string | null;
  last_payment_error: { code: string; decline_code?: string; message: string; type: string } | null;
  next_action: { type: string } | null;
  created: number;
  livemode: false;
}

export interface FakeSetupIntent {
  id: string;
  object: 'setup_intent';
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  usage: string;
  metadata: Record<string, string>;
  last_setup_error: { code: string; decline_code?: string; message: string; type: string } | null;
  next_action: { type: string } | null;
  created: number;
  livemode: false;
}

export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  refunded: boolean;
}

export const declines: Record<string, { code: string; decline_code: string; message: string }> = {
  pm_card_chargeDeclined: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};
export const goodCards = new Set(['pm_card_visa', 'pm_card_mastercard', 'pm_card_amex', 'pm_card_discover', 'pm_card_authenticationRequired']);

/** Stripe's test card numbers, by the test payment method each behaves as. */
export const testCardNumbers: Record<string, { behavesAs: string; brand: string }> = {
  '4242424242424242': { behavesAs: 'pm_card_visa', brand: 'visa' },
  '5555555555554444': { behavesAs: 'pm_card_mastercard', brand: 'mastercard' },
  '378282246310005': { behavesAs: 'pm_card_amex', brand: 'amex' },
  '4000000000000002': { behavesAs: 'pm_card_chargeDeclined', brand: 'visa' },
  '4000000000009995': { behavesAs: 'pm_card_chargeDeclinedInsufficientFunds', brand: 'visa' },
  '4000002500003155': { behavesAs: 'pm_card_authenticationRequired', brand: 'visa' },
  '4000002760003184': { behavesAs: 'pm_card_authenticationRequired', brand: 'visa' },
};

export interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number; country: string; funding: string };
  billing_details: { name: string | null; email: string | null };
  customer: null;
  created: number;
  livemode: false;
}

export const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const ok = (body: unknown): FakeResponse => ({ status: 200, body });
export const invalid = (message: string, extra: Record<string, unknown> = {}, status = 400): FakeResponse => ({
  status,
  body: { error: { type: 'invalid_request_error', message, ...extra } },
});
export const cardError = (code: string, message: string, param?: string): FakeResponse => ({
  status: 402,
  body: { error: { type: 'card_error', code, message, ...(param ? { param } : {}) } },
});

/** The objects one running stand-in keeps. */
export interface StripeState {
  paymentIntents: Map<string, FakePaymentIntent>;
  charges: Map<string, FakeCharge>;
  setupIntents: Map<string, FakeSetupIntent>;
  paymentMethods: Map<string, FakePaymentMethod>;
  /** A created payment method behaves as the test payment method of its card number. */
  behaviourOf: Map<string, string>;
  customers: Map<string, { id: string; object: 'customer'; email: string | null }>;
}

export function newStripeState(): StripeState {
  return { paymentIntents: new Map(), charges: new Map(), setupIntents: new Map(), paymentMethods: new Map(), behaviourOf: new Map(), customers: new Map() };
}

/** The test payment method a payment method behaves as. */
export const asTestMethod = (state: StripeState, pm: string) => state.behaviourOf.get(pm) ?? pm;
