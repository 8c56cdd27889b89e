import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorCodes, type ErrorBody, type ErrorCode } from '@upline/contract/errors';
import type { accountErrorCodes } from '@upline/contract/accounts';
import type { autoshipErrorCodes } from '@upline/contract/autoship';
import type { cartErrorCodes } from '@upline/contract/cart';
import type { checkoutErrorCodes } from '@upline/contract/checkout';
import type { commissionErrorCodes } from '@upline/contract/commissions';
import type { mediaErrorCodes } from '@upline/contract/media';
import type { OrderActionFailure } from '@upline/contract/member-orders';
import type { messageErrorCodes } from '@upline/contract/messages';
import type { orderErrorCodes } from '@upline/contract/orders';
import type { paymentErrorCodes} from '@upline/contract/payments';
import { type ChargeFailureCode } from '@upline/contract/payments';
import type { couponErrorCodes } from '@upline/contract/promotions';
import type { subscriptionErrorCodes } from '@upline/contract/subscriptions';

type CodeOf<T> = T[keyof T];

/** Every code an answer may carry: the shared ones and each capability's, all named in the contract. */
export type AppErrorCode =
  | ErrorCode
  | CodeOf<typeof accountErrorCodes>
  | CodeOf<typeof autoshipErrorCodes>
  | CodeOf<typeof cartErrorCodes>
  | CodeOf<typeof checkoutErrorCodes>
  | CodeOf<typeof commissionErrorCodes>
  | CodeOf<typeof couponErrorCodes>
  | CodeOf<typeof mediaErrorCodes>
  | CodeOf<typeof messageErrorCodes>
  | CodeOf<typeof orderErrorCodes>
  | OrderActionFailure
  | CodeOf<typeof paymentErrorCodes>
  | ChargeFailureCode
  | CodeOf<typeof subscriptionErrorCodes>;

/** An expected failure with its HTTP status and stable code; the message is shown to the user. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: AppErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: AppErrorCode = errorCodes.badRequest, fields?: Record<string, string>) =>
  new AppError(400, code, message, fields);
export const notFound = (message = 'Not found') => new AppError(404, errorCodes.notFound, message);
export const unauthenticated = (message = 'Please log in to continue.') =>
  new AppError(401, errorCodes.unauthenticated, message);
export const forbidden = (message = 'You do not have access to this.') => new AppError(403, errorCodes.forbidden, message);

/** Turns zod issues into `{ field: message }`, first message per field. */
function fieldErrors(issues: readonly { instancePath?: string; message?: string; params?: unknown }[]) {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || 'body';
    out[key] ??= issue.message ?? 'Invalid value';
  }
  return out;
}

/** One error shape for every failure (ARCHITECTURE §2.5); 5xx bodies never leak internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      const body: ErrorBody & Record<string, unknown> = { error: err.message, code: err.code, ...err.extra };
      if (err.fields) body.errors = err.fields;
      return reply.code(err.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = fieldErrors(err.validation);
      const first = Object.values(errors)[0] ?? 'Invalid request';
      return reply.code(400).send({ error: first, code: errorCodes.validation, errors } satisfies ErrorBody);
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.', code: errorCodes.internal });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.', code: errorCodes.internal });
    }
    const code =
      status === 413 ? errorCodes.payloadTooLarge
      : status === 415 ? errorCodes.unsupportedMedia
      : status === 429 ? errorCodes.rateLimited
      : status === 404 ? errorCodes.notFound
      : errorCodes.badRequest;
    const message = status === 429 ? 'Too many requests. Please wait a moment and try again.' : err.message;
    return reply.code(status).send({ error: message, code } satisfies ErrorBody);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: `No route ${request.method} ${request.url.split('?')[0]}`, code: errorCodes.notFound });
  });
}
