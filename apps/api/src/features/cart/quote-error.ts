import { AppError } from '../../http/errors.js';
import type { QuoteFailure } from './quote-cart.js';

/** A refused quote as the 400 answer: the first problem's text, a stable code and every field's message. */
export function toQuoteError(failure: QuoteFailure, renameField: (key: string) => string = (k) => k): AppError {
  const fields = Object.fromEntries(Object.entries(failure.fields).map(([k, v]) => [renameField(k), v]));
  return new AppError(400, failure.code, failure.message, fields);
}
