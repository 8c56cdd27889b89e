import { describe, expect, it } from 'vitest';
import type { PaymentsConfigResponse } from '@upline/contract/payments';
import { cardFormKind } from './card-form-kind';

const config = (card: PaymentsConfigResponse['card']): PaymentsConfigResponse => ({
  card,
  paypal: { enabled: false, client_id: null, currency: 'USD', sdk_url: null },
  google_pay: { enabled: false },
  apple_pay: { enabled: false },
});

describe('cardFormKind', () => {
  it('chooses Stripe Elements when the provider is Stripe with its publishable key', () => {
    expect(cardFormKind(config({ provider: 'stripe', publishable_key: 'pk_test_abc' }))).toEqual({ kind: 'stripe', publishableKey: 'pk_test_abc' });
  });

  it('keeps the test card form for the test gateway', () => {
    expect(cardFormKind(config({ provider: 'test', publishable_key: null }))).toEqual({ kind: 'test' });
  });

  it('keeps the test card form when Stripe has no publishable key or the configuration is not there yet', () => {
    expect(cardFormKind(config({ provider: 'stripe', publishable_key: null }))).toEqual({ kind: 'test' });
    expect(cardFormKind(config({ provider: 'stripe', publishable_key: '' }))).toEqual({ kind: 'test' });
    expect(cardFormKind(undefined)).toEqual({ kind: 'test' });
  });
});
