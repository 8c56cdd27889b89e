import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { AuthenticationRequiredError, keyedPost } from './keyed-post';

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('keyedPost', () => {
  it('keeps the 3-D Secure challenge of a 402 authentication_required', async () => {
    const details = { client_secret: 'pi_1_secret_x', payment_reference: 'pi_1' };
    const fetch = answer(402, { error: 'Your bank needs you to confirm this payment.', code: 'authentication_required', details });
    const failure = keyedPost('/process-payment', { order_id: 1 }, 'key-1234');
    await expect(failure).rejects.toBeInstanceOf(AuthenticationRequiredError);
    await expect(failure).rejects.toMatchObject({ status: 402, message: 'Your bank needs you to confirm this payment.', challenge: details });
    expect(fetch.mock.calls[0]?.[1].headers).toMatchObject({ 'idempotency-key': 'key-1234' });
  });

  it('gives no challenge for malformed details, and a plain error for other refusals', async () => {
    answer(402, { error: 'Needs verification', code: 'authentication_required', details: { client_secret: 5 } });
    await expect(keyedPost('/process-payment', {}, 'key-1234')).rejects.toMatchObject({ challenge: null });
    answer(402, { error: 'Your card was declined.', code: 'card_declined' });
    const declined = keyedPost('/process-payment', {}, 'key-1234');
    await expect(declined).rejects.toBeInstanceOf(ApiError);
    await expect(declined).rejects.not.toBeInstanceOf(AuthenticationRequiredError);
  });
});
