import type { FastifyInstance } from 'fastify';
import { errorCodes } from '@upline/contract/errors';
import { findUnsafeText, textInputMessage } from '@upline/contract/input';
import { AppError } from './errors.js';

/**
 * The contract's text rule on every call: a body, query or path holding a control character
 * (NUL included) or a direction override is refused with 400 before any handler or query sees
 * it, naming the field as the schemas' own messages name it (`q`, `texts.en`: the path within its
 * part), so that a form finds its message under one key whichever check refused it. Raw bodies
 * (webhooks, uploads) are bytes, not text, and are left alone.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const value of [request.params, request.query, request.body]) {
      if (value === undefined || value === null || typeof value === 'string' || ArrayBuffer.isView(value)) continue;
      const field = findUnsafeText(value);
      if (field !== null) throw new AppError(400, errorCodes.validation, textInputMessage, { [field]: textInputMessage });
    }
  });
}
