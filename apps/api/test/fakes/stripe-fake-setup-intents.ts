// The Stripe stand-in's SetupIntents (cards saved for off-session use without a charge).
import { randomBytes } from 'node:crypto';
import type { FakeResponse } from './fake-server.js';
import { asTestMethod as asTest, declines, goodCards, id, invalid, ok, type FakeSetupIntent, type StripeState } from './stripe-fake-shared.js';

export function setupIntentCalls(state: StripeState) {
  const { setupIntents, customers } = state;
  const asTestMethod = (pm: string) => asTest(state, pm);

  /** A SetupIntent confirmation: declines are refused, cards that need 3-D Secure wait for it. */
  function confirmSetup(si: FakeSetupIntent): FakeResponse {
    const pm = si.payment_method;
    if (!pm) return invalid("You cannot confirm this SetupIntent because it's missing a payment method.", { code: 'setup_intent_unexpected_state' });
    const decline = declines[asTestMethod(pm)];
    if (decline) {
      Object.assign(si, { status: 'requires_payment_method', last_setup_error: { ...decline, type: 'card_error' } });
      return { status: 402, body: { error: { type: 'card_error', ...decline, setup_intent: { ...si }, payment_method: { id: pm } } } };
    }
    if (asTestMethod(pm) === 'pm_card_authenticationRequired') Object.assign(si, { status: 'requires_action', next_action: { type: 'use_stripe_sdk' }, last_setup_error: null });
    else Object.assign(si, { status: 'succeeded', next_action: null, last_setup_error: null });
    return ok(si);
  }

  function createSetupIntent(p: Record<string, unknown>): FakeResponse {
    const pm = typeof p.payment_method === 'string' ? p.payment_method : null;
    if (pm && !goodCards.has(asTestMethod(pm)) && !declines[asTestMethod(pm)]) return invalid(`No such PaymentMethod: '${pm}'`, { code: 'resource_missing', param: 'payment_method' });
    const customer = typeof p.customer === 'string' ? p.customer : null;
    if (customer && !customers.has(customer)) return invalid(`No such customer: '${customer}'`, { code: 'resource_missing', param: 'customer' });
    const siId = id('seti');
    const si: FakeSetupIntent = {
      id: siId,
      object: 'setup_intent',
      status: pm ? 'requires_confirmation' : 'requires_payment_method',
      client_secret: `${siId}_secret_${randomBytes(8).toString('hex')}`,
      customer,
      payment_method: pm,
      usage: typeof p.usage === 'string' ? p.usage : 'off_session',
      metadata: (p.metadata as Record<string, string> | undefined) ?? {},
      last_setup_error: null,
      next_action: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    setupIntents.set(si.id, si);
    return p.confirm === 'true' ? confirmSetup(si) : ok(si);
  }

  function completeSetupAction(setupIntentId: string, isPassed = true): FakeSetupIntent {
    const si = setupIntents.get(setupIntentId);
    if (!si || si.status !== 'requires_action') throw new Error(`no setup intent awaiting action: ${setupIntentId}`);
    if (isPassed) Object.assign(si, { status: 'succeeded', next_action: null, last_setup_error: null });
    else {
      const error = { code: 'setup_intent_authentication_failure', message: 'The provided PaymentMethod has failed authentication.', type: 'invalid_request_error' };
      Object.assign(si, { status: 'requires_payment_method', next_action: null, last_setup_error: error });
    }
    return si;
  }

  return { createSetupIntent, completeSetupAction };
}
