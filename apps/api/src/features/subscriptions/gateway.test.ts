import { describe, expect, it } from 'vitest';
import type { ChargeInput } from '../payments/gateway.js';
import { createTestGateway } from '../payments/test-gateway.js';

const charge = (over: Partial<ChargeInput> = {}): ChargeInput => ({
  amountMinor: 1000,
  currency: 'USD',
  paymentMethodId: 'pm_card_visa',
  idempotencyKey: `key-${Math.random()}`,
  description: 'test',
  ...over,
});

describe('the test payment gateway', () => {
  it.each(['pm_card_visa', 'pm_card_mastercard', 'pm_card_amex', 'pm_card_discover'])('accepts %s', async (pm) => {
    const result = await createTestGateway().charge(charge({ paymentMethodId: pm }));
    expect(result).toMatchObject({ ok: true, status: 'succeeded' });
  });

  it.each([
    ['pm_card_chargeDeclined', 'card_declined', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'card_declined', 'Your card has insufficient funds.'],
    ['pm_card_authenticationRequired', 'authentication_required', 'This payment requires authentication.'],
    ['pm_card_unknown', 'invalid_payment_method', 'This payment method is not valid.'],
    ['toString', 'invalid_payment_method', 'This payment method is not valid.'],
  ])('refuses %s with %s', async (pm, code, message) => {
    const gateway = createTestGateway();
    expect(await gateway.charge(charge({ paymentMethodId: pm }))).toEqual({ ok: false, code, message });
    expect(gateway.charges).toHaveLength(0);
  });

  it('replays the first result for a repeated key and charges once', async () => {
    const gateway = createTestGateway();
    const input = charge({ idempotencyKey: 'order-1' });
    const first = await gateway.charge(input);
    const second = await gateway.charge(input);
    expect(second).toEqual(first);
    expect(gateway.charges).toHaveLength(1);
  });

  it('is deterministic: the same key names the same charge in another process', async () => {
    const a = await createTestGateway().charge(charge({ idempotencyKey: 'same' }));
    const b = await createTestGateway().charge(charge({ idempotencyKey: 'same' }));
    expect(a).toEqual(b);
  });

  it('refuses a repeated key with different details instead of charging again', async () => {
    const gateway = createTestGateway();
    await gateway.charge(charge({ idempotencyKey: 'k' }));
    const other = await gateway.charge(charge({ idempotencyKey: 'k', amountMinor: 2000 }));
    expect(other).toMatchObject({ ok: false, code: 'provider_error' });
    expect(gateway.charges).toHaveLength(1);
  });

  it('refuses amounts that are not a positive whole number of cents', async () => {
    for (const amountMinor of [0, -5, 10.5]) {
      expect(await createTestGateway().charge(charge({ amountMinor }))).toMatchObject({ ok: false, code: 'provider_error' });
    }
  });
});
