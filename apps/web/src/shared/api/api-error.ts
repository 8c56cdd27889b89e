import type { ErrorBody } from '@upline/contract/errors';

/** Codes the client itself produces when no usable error body arrived. */
export const clientErrorCodes = {
  network: 'network_error',
  badResponse: 'bad_response',
} as const;

/**
 * A failed API call: the server's `{ error, code, errors? }` body (ARCHITECTURE §2.5), or a
 * client-side code when the request never got a JSON answer. `status` is 0 for network failures.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The error answer as it came, for the calls whose errors carry more than the error body (a 409 with the new quote). */
  readonly payload: unknown;

  constructor(status: number, body: ErrorBody, payload: unknown = body) {
    super(body.error);
    this.status = status;
    this.code = body.code;
    this.fieldErrors = body.errors ?? {};
    this.payload = payload;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Checks the shape by hand: the contract's zod schema would pull zod into the first bundle. */
export function toErrorBody(value: unknown, fallback: ErrorBody): ErrorBody {
  if (typeof value !== 'object' || value === null) return fallback;
  const { error, code, errors } = value as Record<string, unknown>;
  if (typeof error !== 'string' || typeof code !== 'string') return fallback;
  const body: ErrorBody = { error, code };
  if (typeof errors === 'object' && errors !== null) {
    body.errors = Object.fromEntries(
      Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
  return body;
}
