import type { CartQuote } from '@upline/contract/cart';
import type { CardAuthentication } from '@upline/contract/checkout';
import { IDEMPOTENCY_HEADER } from '@upline/contract/orders';
import { ApiError, clientErrorCodes, toErrorBody } from '../../../shared/api/api-error';
import { API_BASE } from '../../../shared/api/client';

/** 409 price_changed: nothing was written or charged; the server's fresh quote comes with it. */
export class PriceChangedError extends ApiError {
  readonly quote: CartQuote | null;

  constructor(body: { error: string; code: string }, quote: CartQuote | null) {
    super(409, body);
    this.quote = quote;
  }
}

/** 402 authentication_required: the card needs 3-D Secure; the details say how to run the challenge. */
export class AuthenticationRequiredError extends ApiError {
  readonly challenge: CardAuthentication | null;

  constructor(body: { error: string; code: string }, challenge: CardAuthentication | null) {
    super(402, body);
    this.challenge = challenge;
  }
}

function challengeOf(value: unknown): CardAuthentication | null {
  if (typeof value !== 'object' || value === null) return null;
  const details = (value as { details?: unknown }).details;
  if (typeof details !== 'object' || details === null) return null;
  const { client_secret, payment_reference } = details as Record<string, unknown>;
  return typeof client_secret === 'string' && typeof payment_reference === 'string' ? { client_secret, payment_reference } : null;
}

function quoteOf(value: unknown): CartQuote | null {
  if (typeof value !== 'object' || value === null) return null;
  const quote = (value as { quote?: unknown }).quote;
  return typeof quote === 'object' && quote !== null && 'total' in quote ? (quote as CartQuote) : null;
}

/**
 * POSTs JSON under an Idempotency-Key header (order creation and payments, ARCHITECTURE §5), with
 * the same error handling as the shared client; a 409 price change keeps the fresh quote, a 402
 * authentication_required the 3-D Secure challenge.
 */
export async function keyedPost<T>(path: string, body: unknown, idempotencyKey: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, { error: 'The server could not be reached.', code: clientErrorCodes.network });
  }
  const text = await response.text().catch(() => '');
  let payload: unknown = null;
  let isJson = false;
  if (text !== '' && (response.headers.get('content-type') ?? '').includes('json')) {
    try {
      payload = JSON.parse(text) as unknown;
      isJson = true;
    } catch {
      isJson = false;
    }
  }
  if (!response.ok) {
    const error = toErrorBody(payload, { error: response.statusText || 'Request failed', code: `http_${response.status}` });
    if (response.status === 409 && error.code === 'price_changed') throw new PriceChangedError(error, quoteOf(payload));
    if (response.status === 402 && error.code === 'authentication_required') throw new AuthenticationRequiredError(error, challengeOf(payload));
    throw new ApiError(response.status, error);
  }
  if (!isJson) throw new ApiError(response.status, { error: 'The server sent an unexpected answer.', code: clientErrorCodes.badResponse });
  return payload as T;
}
