import { describe, expect, it } from 'vitest';
import { createTestPaymentMethod, formatCardNumber, formatExpiry, testPaymentMethodId } from './test-card';

const now = new Date(2026, 4, 15);

describe('test card form', () => {
  it.each([
    ['4242 4242 4242 4242', 'pm_card_visa'],
    ['4000 0000 0000 0002', 'pm_card_chargeDeclined'],
    ['4000 0025 0000 3155', 'pm_card_authenticationRequired'],
    ['4000-0025-0000-3155', 'pm_card_authenticationRequired'],
    ['4000 0027 6000 3184', 'pm_card_authenticationRequired'],
    ['5555 5555 5555 4444', 'pm_card_mastercard'],
  ])('maps the test number %s to %s', (number, id) => {
    expect(testPaymentMethodId(number)).toBe(id);
  });

  it('refuses a number that is not a test number', () => {
    expect(testPaymentMethodId('4111 1111 1111 1111')).toBeNull();
    expect(createTestPaymentMethod({ number: '4111111111111111', expiry: '12/30', cvc: '123' }, now)).toEqual({
      ok: false,
      problems: { number: 'numberUnknown' },
    });
  });

  it('gives the payment-method id when every field is valid', () => {
    expect(createTestPaymentMethod({ number: '4242424242424242', expiry: '05/26', cvc: '1234' }, now)).toEqual({
      ok: true,
      paymentMethodId: 'pm_card_visa',
    });
  });

  it('names each field problem: empty fields, a past or malformed expiry, a short CVC', () => {
    expect(createTestPaymentMethod({ number: '', expiry: '', cvc: '' }, now)).toEqual({
      ok: false,
      problems: { number: 'numberRequired', expiry: 'expiryRequired', cvc: 'cvcRequired' },
    });
    const past = createTestPaymentMethod({ number: '4242424242424242', expiry: '04/26', cvc: '12' }, now);
    expect(past).toEqual({ ok: false, problems: { expiry: 'expiryPast', cvc: 'cvcInvalid' } });
    const month13 = createTestPaymentMethod({ number: '4242424242424242', expiry: '13/30', cvc: '123' }, now);
    expect(month13).toEqual({ ok: false, problems: { expiry: 'expiryInvalid' } });
  });

  it('shapes what is typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
  });
});
