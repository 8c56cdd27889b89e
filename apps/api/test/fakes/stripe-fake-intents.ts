// The Stripe stand-in's PaymentIntents and refunds: create, confirm (as Stripe's test cards
// behave, 3-D Secure included), and refund what a succeeded intent charged.
import { randomBytes } from 'node:crypto';
import type { FakeResponse } from './fake-server.js';
import { asTestMethod as asTest, declines, goodCards, id, invalid, ok, type FakeCharge, type FakePaymentIntent, type StripeState } from './stripe-fake-shared.js';

export function intentCalls(state: StripeState) {
  const { paymentIntents, charges, customers } = state;
  const asTestMethod = (pm: string) => asTest(state, pm);

  function succeed(pi: FakePaymentIntent) {
    const charge: FakeCharge = { id: id('ch'), object: 'charge', amount: pi.amount, amount_refunded: 0, currency: pi.currency, payment_intent: pi.id, refunded: false };
    charges.set(charge.id, charge);
    Object.assign(pi, { status: 'succeeded', amount_received: pi.amount, latest_charge: charge.id, next_action: null, last_payment_error: null });
  }

  /** A confirmation with the intent's payment method, as Stripe's test cards behave. */
  function confirm(pi: FakePaymentIntent, offSession: boolean): FakeResponse {
    const pm = pi.payment_method;
    if (!pm) return invalid("You cannot confirm this PaymentIntent because it's missing a payment method.", { code: 'payment_intent_unexpected_state' });
    const behaviour = asTestMethod(pm);
    const decline = declines[behaviour] ?? (behaviour === 'pm_card_authenticationRequired' && offSession
      ? { code: 'authentication_required', decline_code: 'authentication_required', message: 'Your card was declined. This transaction requires authentication.' }
      : undefined);
    if (decline) {
      Object.assign(pi, { status: 'requires_payment_method', last_payment_error: { ...decline, type: 'card_error' } });
      return { status: 402, body: { error: { type: 'card_error', ...decline, payment_intent: { ...pi }, payment_method: { id: pm } } } };
    }
    if (behaviour === 'pm_card_authenticationRequired') Object.assign(pi, { status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
    else succeed(pi);
    return ok(pi);
  }

  function createIntent(p: Record<string, unknown>): FakeResponse {
    const amount = Number(p.amount);
    const currency = String(p.currency ?? '').toLowerCase();
    if (!Number.isInteger(amount) || amount < 50) return invalid('Amount must be at least $0.50 usd', { code: 'amount_too_small', param: 'amount' });
    if (!/^[a-z]{3}$/.test(currency)) return invalid('Invalid currency', { param: 'currency' });
    const pm = typeof p.payment_method === 'string' ? p.payment_method : null;
    if (pm && !goodCards.has(asTestMethod(pm)) && !declines[asTestMethod(pm)]) return invalid(`No such PaymentMethod: '${pm}'`, { code: 'resource_missing', param: 'payment_method' });
    const customer = typeof p.customer === 'string' ? p.customer : null;
    if (customer && !customers.has(customer)) return invalid(`No such customer: '${customer}'`, { code: 'resource_missing', param: 'customer' });
    const piId = id('pi');
    const pi: FakePaymentIntent = {
      id: piId,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: pm ? 'requires_confirmation' : 'requires_payment_method',
      client_secret: `${piId}_secret_${randomBytes(8).toString('hex')}`,
      metadata: (p.metadata as Record<string, string> | undefined) ?? {},
      payment_method: pm,
      customer,
      setup_future_usage: typeof p.setup_future_usage === 'string' ? p.setup_future_usage : null,
      description: typeof p.description === 'string' ? p.description : null,
      receipt_email: typeof p.receipt_email === 'string' ? p.receipt_email : null,
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    paymentIntents.set(pi.id, pi);
    return p.confirm === 'true' ? confirm(pi, p.off_session === 'true') : ok(pi);
  }

  /** POST /v1/payment_intents/:id/confirm, from our server or from Stripe.js. */
  function confirmExisting(pi: FakePaymentIntent, p: Record<string, unknown>): FakeResponse {
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(pi.status)) {
      return invalid(`You cannot confirm this PaymentIntent because it has a status of ${pi.status}.`, { code: 'payment_intent_unexpected_state' });
    }
    if (typeof p.payment_method === 'string') {
      if (!goodCards.has(asTestMethod(p.payment_method)) && !declines[asTestMethod(p.payment_method)]) {
        return invalid(`No such PaymentMethod: '${p.payment_method}'`, { code: 'resource_missing', param: 'payment_method' });
      }
      pi.payment_method = p.payment_method;
    }
    if (pi.status === 'requires_action' && typeof p.payment_method !== 'string') return ok(pi);
    return confirm(pi, p.off_session === 'true');
  }

  function completeAction(paymentIntentId: string, isPassed = true): FakePaymentIntent {
    const pi = paymentIntents.get(paymentIntentId);
    if (!pi || pi.status !== 'requires_action') throw new Error(`no intent awaiting action: ${paymentIntentId}`);
    if (isPassed) succeed(pi);
    else {
      const error = { code: 'payment_intent_authentication_failure', message: 'The provided PaymentMethod has failed authentication.', type: 'invalid_request_error' };
      Object.assign(pi, { status: 'requires_payment_method', next_action: null, last_payment_error: error });
    }
    return pi;
  }

  function refund(p: Record<string, unknown>): FakeResponse {
    const pi = paymentIntents.get(String(p.payment_intent));
    if (!pi) return invalid(`No such payment_intent: '${String(p.payment_intent)}'`, { code: 'resource_missing' }, 404);
    const charge = pi.latest_charge ? charges.get(pi.latest_charge) : undefined;
    if (!charge || pi.status !== 'succeeded') return invalid('This PaymentIntent does not have a successful charge to refund.', { code: 'charge_not_refundable' });
    const left = charge.amount - charge.amount_refunded;
    const amount = p.amount === undefined ? left : Number(p.amount);
    if (left === 0) return invalid(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      return invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, { code: 'amount_too_large' });
    }
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return ok({ id: id('re'), object: 'refund', amount, currency: charge.currency, payment_intent: pi.id, charge: charge.id, status: 'succeeded' });
  }

  return { createIntent, confirmExisting, completeAction, refund };
}
