import { describe, expect, it } from 'vitest';
import { createTestPaymentMethod, formatCardNumber, formatExpiry, testPaymentMethodId } from './test-card';

const now = new Date(2026, 5, 15);
const valid = { expiry: '12/30', cvc: '123' };

describe('testPaymentMethodId', () => {
  it("maps the shop's test card numbers to the test gateway's payment-method ids", () => {
    expect(testPaymentMethodId('4242 4242 4242 4242')).toBe('pm_card_visa');
    expect(testPaymentMethodId('4000 0000 0000 0002')).toBe('pm_card_chargeDeclined');
    expect(testPaymentMethodId('4000 0027 6000 3184')).toBe('pm_card_authenticationRequired');
    expect(testPaymentMethodId('5555 5555 5555 4444')).toBe('pm_card_mastercard');
  });

  it('ignores spaces and dashes', () => {
    expect(testPaymentMethodId('4242-4242-4242-4242')).toBe('pm_card_visa');
    expect(testPaymentMethodId('4242424242424242')).toBe('pm_card_visa');
  });

  it('knows no other number', () => {
    expect(testPaymentMethodId('4111 1111 1111 1111')).toBeNull();
    expect(testPaymentMethodId('4242 4242 4242 424')).toBeNull();
    expect(testPaymentMethodId('')).toBeNull();
  });
});

describe('createTestPaymentMethod', () => {
  it('gives the payment-method id of a complete test card', () => {
    expect(createTestPaymentMethod({ number: '5555 5555 5555 4444', ...valid }, now)).toEqual({ ok: true, paymentMethodId: 'pm_card_mastercard' });
  });

  it('reports each missing field', () => {
    expect(createTestPaymentMethod({ number: '', expiry: '', cvc: '' }, now)).toEqual({
      ok: false,
      problems: { number: 'number-required', expiry: 'expiry-required', cvc: 'cvc-required' },
    });
  });

  it('refuses a number that is not a test card', () => {
    expect(createTestPaymentMethod({ number: '4111 1111 1111 1111', ...valid }, now)).toEqual({ ok: false, problems: { number: 'number-unknown' } });
  });

  it('accepts an expiry until the end of its month and refuses earlier or malformed ones', () => {
    const card = (expiry: string) => createTestPaymentMethod({ number: '4242424242424242', expiry, cvc: '123' }, now);
    expect(card('06/26').ok).toBe(true);
    expect(card('05/26')).toEqual({ ok: false, problems: { expiry: 'expiry-past' } });
    expect(card('12/25')).toEqual({ ok: false, problems: { expiry: 'expiry-past' } });
    expect(card('13/30')).toEqual({ ok: false, problems: { expiry: 'expiry-invalid' } });
    expect(card('1230')).toEqual({ ok: false, problems: { expiry: 'expiry-invalid' } });
  });

  it('wants a CVC of 3 or 4 digits', () => {
    const card = (cvc: string) => createTestPaymentMethod({ number: '4242424242424242', expiry: '12/30', cvc }, now);
    expect(card('1234').ok).toBe(true);
    expect(card('12')).toEqual({ ok: false, problems: { cvc: 'cvc-invalid' } });
    expect(card('12a')).toEqual({ ok: false, problems: { cvc: 'cvc-invalid' } });
  });
});

describe('card formatting', () => {
  it('groups the number by four and shapes the expiry MM/YY', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12/3')).toBe('12/3');
  });
});
