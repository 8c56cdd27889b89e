import type { CartQuote } from '@upline/contract/cart';
import type { CardAuthentication } from '@upline/contract/checkout';
import { ApiError, isApiError } from '../../../shared/api/api-error';

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

/** The checkout's meaningful refusals as their own errors: a 409 price change keeps the fresh quote, a 402 authentication_required the 3-D Secure challenge. */
export function toCheckoutError(error: unknown): unknown {
  if (!isApiError(error) || error instanceof PriceChangedError || error instanceof AuthenticationRequiredError) return error;
  const body = { error: error.message, code: error.code };
  if (error.status === 409 && error.code === 'price_changed') return new PriceChangedError(body, quoteOf(error.payload));
  if (error.status === 402 && error.code === 'authentication_required') return new AuthenticationRequiredError(body, challengeOf(error.payload));
  return error;
}

/** Runs an order or payment call, its refusals turned into the checkout's errors (toCheckoutError). */
export async function withCheckoutErrors<T>(run: Promise<T>): Promise<T> {
  try {
    return await run;
  } catch (error) {
    throw toCheckoutError(error);
  }
}
