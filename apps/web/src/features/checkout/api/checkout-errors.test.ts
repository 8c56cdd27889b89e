import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { AuthenticationRequiredError, PriceChangedError } from './checkout-errors';
import { createOrder } from './create-order';
import { processPayment } from './process-payment';

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const quote = { currency: 'USD', lines: [], total: 12.5 };

describe('the checkout’s order and payment calls', () => {
  it('keep the 3-D Secure challenge of a 402 authentication_required, sent under the Idempotency-Key', async () => {
    const details = { client_secret: 'pi_1_secret_x', payment_reference: 'pi_1' };
    const fetch = answer(402, { error: 'Your bank needs you to confirm this payment.', code: 'authentication_required', details });
    const failure = processPayment({ order_id: 1, authorization_key: 'pm_card_visa' }, 'key-1234');
    await expect(failure).rejects.toBeInstanceOf(AuthenticationRequiredError);
    await expect(failure).rejects.toMatchObject({ status: 402, message: 'Your bank needs you to confirm this payment.', challenge: details });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/process-payment');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'idempotency-key': 'key-1234' });
  });

  it('give no challenge for malformed details, and a plain error for other refusals', async () => {
    answer(402, { error: 'Needs verification', code: 'authentication_required', details: { client_secret: 5 } });
    await expect(processPayment({ order_id: 1, authorization_key: 'pm_card_visa' }, 'key-1234')).rejects.toMatchObject({ challenge: null });
    answer(402, { error: 'Your card was declined.', code: 'card_declined' });
    const declined = processPayment({ order_id: 1, authorization_key: 'pm_card_visa' }, 'key-1234');
    await expect(declined).rejects.toBeInstanceOf(ApiError);
    await expect(declined).rejects.not.toBeInstanceOf(AuthenticationRequiredError);
  });

  it('keep the fresh quote of a 409 price_changed, for a guest’s order under its key', async () => {
    const fetch = answer(409, { error: 'The prices changed.', code: 'price_changed', quote });
    const failure = createOrder({} as Parameters<typeof createOrder>[0], { isGuest: true, idempotencyKey: 'key-5678' });
    await expect(failure).rejects.toBeInstanceOf(PriceChangedError);
    await expect(failure).rejects.toMatchObject({ status: 409, quote });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/guest/orders');
    expect(fetch.mock.calls[0]?.[1].headers).toMatchObject({ 'idempotency-key': 'key-5678' });
  });

  it('give a 409 of another kind as a plain error', async () => {
    answer(409, { error: 'A payment for this order is still being processed.', code: 'payment_in_progress' });
    const failure = processPayment({ order_id: 1, authorization_key: 'pm_card_visa' }, 'key-1234');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.not.toBeInstanceOf(PriceChangedError);
  });
});
