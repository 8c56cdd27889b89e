import { describe, expect, it, vi } from 'vitest';
import type { WalletAuthorization } from './apple-pay-session';
import { googlePayRequestOf, MISSING_TOKEN_DATA, type GooglePayPaymentData } from './google-pay';
import { runGooglePay, type GooglePayRun } from './google-pay-flow';

const labels = { merchant: 'Upline Wellness', subtotal: 'Item subtotal', shipping: 'Shipping', tax: 'Tax', shippingTax: 'Shipping tax', total: 'Total' };
const config = { allowedPaymentMethods: [{ type: 'CARD', parameters: { allowedCardNetworks: ['VISA'] } }], merchantInfo: { merchantId: 'M1' } };
const request = googlePayRequestOf({ currency: 'USD', shipping_amount: 0, tax_amount: 0, shipping_tax_amount: 0, total_amount: 126 }, config, labels);
const paymentMethodData = { type: 'CARD', info: { cardNetwork: 'VISA', cardDetails: '1111' }, tokenizationData: { type: 'PAYMENT_GATEWAY', token: '{"signedMessage":"x"}' } };
const paid: GooglePayPaymentData = {
  email: 'gail@example.com',
  shippingAddress: { name: 'Gail Google', address1: '500 Pine Street', locality: 'Portland', administrativeArea: 'OR', postalCode: '97204', countryCode: 'US', phoneNumber: '5035550100' },
  paymentMethodData,
};

function setup(answer: () => Promise<GooglePayPaymentData>, status = 'APPROVED') {
  const googlepay = { config: vi.fn(), confirmOrder: vi.fn(async () => ({ status })), initiatePayerAction: vi.fn(async () => ({})) };
  const hooks = {
    pay: vi.fn(async (authorization: WalletAuthorization) => {
      await authorization.approve('PAYPAL-ORDER-2');
      return true;
    }),
    dismissed: vi.fn(),
    failed: vi.fn(),
  };
  const client = { isReadyToPay: vi.fn(), loadPaymentData: vi.fn(answer) };
  const run: GooglePayRun = { client, googlepay, request, ...hooks };
  return { run, client, googlepay, hooks };
}

describe('Google Pay’s sheet for an express session', () => {
  it('opens with the request, pays with the sheet’s address, and PayPal confirms the order with the card', async () => {
    const { run, client, googlepay, hooks } = setup(async () => paid);
    expect(await runGooglePay(run)).toBe(true);
    expect(client.loadPaymentData).toHaveBeenCalledWith(request);
    const authorization = hooks.pay.mock.calls[0]?.[0];
    expect(authorization).toMatchObject({ shipping: { first_name: 'Gail', last_name: 'Google', city: 'Portland', email: 'gail@example.com' } });
    // Google's sheet showed an estimate: the shop's price for the address decides.
    expect(authorization).not.toHaveProperty('approvedTotal');
    expect(googlepay.confirmOrder).toHaveBeenCalledWith({ orderId: 'PAYPAL-ORDER-2', paymentMethodData });
    expect(googlepay.initiatePayerAction).not.toHaveBeenCalled();
    expect(hooks.failed).not.toHaveBeenCalled();
  });

  it('asks the buyer for 3-D Secure when PayPal needs it, and fails the payment on any other status', async () => {
    const challenged = setup(async () => paid, 'PAYER_ACTION_REQUIRED');
    expect(await runGooglePay(challenged.run)).toBe(true);
    expect(challenged.googlepay.initiatePayerAction).toHaveBeenCalledWith({ orderId: 'PAYPAL-ORDER-2' });

    const refused = setup(async () => paid, 'VOIDED');
    await expect(runGooglePay(refused.run)).rejects.toThrow(/VOIDED/);
  });

  it('a closed sheet (CANCELED) is silent: no payment, no error', async () => {
    const { run, hooks } = setup(async () => Promise.reject({ statusCode: 'CANCELED' }));
    expect(await runGooglePay(run)).toBe(false);
    expect(hooks.dismissed).toHaveBeenCalledTimes(1);
    expect(hooks.failed).not.toHaveBeenCalled();
    expect(hooks.pay).not.toHaveBeenCalled();
  });

  it('payment data without token data, or a failing sheet, is a Google Pay failure with its message (checkout §5, §8)', async () => {
    const noToken = setup(async () => ({ ...paid, paymentMethodData: { ...paymentMethodData, tokenizationData: undefined } }));
    expect(await runGooglePay(noToken.run)).toBe(false);
    expect(noToken.hooks.failed).toHaveBeenCalledWith(MISSING_TOKEN_DATA);
    expect(noToken.hooks.pay).not.toHaveBeenCalled();

    const broken = setup(async () => Promise.reject({ statusCode: 'DEVELOPER_ERROR', statusMessage: 'Invalid merchant' }));
    expect(await runGooglePay(broken.run)).toBe(false);
    expect(broken.hooks.failed).toHaveBeenCalledWith('Invalid merchant');
  });
});
