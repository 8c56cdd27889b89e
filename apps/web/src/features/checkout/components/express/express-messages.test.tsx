import { describe, expect, it, vi } from 'vitest';
import type { ExpressState } from '../../lib/express-state';

vi.hoisted(async () => {
  const { memoryStorage } = await import('../../../../shared/test-storage');
  vi.stubGlobal('localStorage', memoryStorage());
});

const { renderToStaticMarkup } = await import('react-dom/server');
const { initI18n } = await import('../../../../shared/i18n/i18n');
const en = (await import('../../i18n/en.json')).default;
const fr = (await import('../../i18n/fr.json')).default;
const { expressErrorOf } = await import('../../lib/express-errors');
const { useExpressPaypal } = await import('../../hooks/use-express-paypal');
const { useExpressWalletSheet } = await import('../../hooks/use-express-wallet-sheet');
const { useExpressErrorText } = await import('./express-result');

initI18n('en', { checkout: { en, fr } });

/** What a hook returns, rendered once as a component would. */
function capture<T>(useHook: () => T): T {
  let result: T | undefined;
  function Probe() {
    result = useHook();
    return null;
  }
  renderToStaticMarkup(<Probe />);
  return result as T;
}

/** The express widget's steps with no pending session (the widget is idle or has been reset). */
function withoutSession() {
  const stateRef = { current: { status: 'idle' } as ExpressState };
  const fail = vi.fn();
  const steps = { state: stateRef.current, stateRef, dispatch: vi.fn(), paypalOrderId: { current: null }, fail, settle: vi.fn(), pay: vi.fn() };
  return { steps, fail };
}

const errorText = capture(useExpressErrorText);

describe('the express widget errors (checkout §8)', () => {
  it("says 'PayPal payment failed: {message}', or 'Unknown error' when PayPal gives no message", () => {
    expect(errorText(expressErrorOf(new Error('Instrument declined'), 'payment', 'paypal'))).toBe('PayPal payment failed: Instrument declined');
    expect(errorText(expressErrorOf(new Error(''), 'payment', 'paypal'))).toBe('PayPal payment failed: Unknown error');
    expect(errorText(expressErrorOf('not an error', 'payment', 'paypal'))).toBe('PayPal payment failed: Unknown error');
  });

  it("refuses to create a PayPal order without a checkout session: 'No checkout ID available for payment processing', shown as PayPal's failure", async () => {
    const { steps, fail } = withoutSession();
    const paypal = capture(() => useExpressPaypal(steps));
    const refusal = await paypal.createPaypalOrderForSession().catch((error: unknown) => error);
    expect(refusal).toEqual(new Error('No checkout ID available for payment processing'));
    paypal.paypalError(refusal);
    expect(fail).toHaveBeenCalledWith(refusal, 'payment', 'paypal');
    expect(errorText(expressErrorOf(refusal, 'payment', 'paypal'))).toBe('PayPal payment failed: No checkout ID available for payment processing');
  });

  it("refuses to price a wallet address without a checkout session: 'No checkout ID available for address confirmation'", async () => {
    const { steps } = withoutSession();
    const sheet = capture(() => useExpressWalletSheet(steps));
    const destination = { city: 'Toronto', state: 'ON', postal_code: 'M5V 2T6', country: 'CA' };
    await expect(sheet.priceWalletDestination(destination)).rejects.toThrow('No checkout ID available for address confirmation');
    expect(steps.dispatch).not.toHaveBeenCalled();
  });
});
