import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkoutErrorCodes, checkoutMessages, testGatewayAuthenticateRequestSchema, testGatewayAuthenticateResponseSchema } from '@upline/contract/checkout';
import { errorBodySchema } from '@upline/contract/errors';
import { AppError, notFound } from '../../http/errors.js';
import type { TestGateway } from '../payments/test-gateway.js';

/**
 * The built-in test gateway's stand-in for the bank's 3-D Secure page (ARCHITECTURE §5): the
 * checkout's challenge dialog passes or fails the challenge of a payment in requires_action, as
 * Stripe's test page does with Stripe's test cards. Registered only when the test gateway is the
 * card provider; the client secret, given only to the browser that paid, is the proof.
 */
export function testGatewayRoutes(gateway: TestGateway) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post('/test-gateway/authenticate', {
      schema: {
        tags: ['checkout'],
        summary: "Pass or fail a test payment's 3-D Secure challenge (test gateway only, extension)",
        body: testGatewayAuthenticateRequestSchema,
        response: { 200: testGatewayAuthenticateResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    }, async (request) => {
      const result = gateway.authenticate(request.body.client_secret, request.body.outcome === 'pass');
      if (!result.ok && result.code === 'not_found') throw notFound(checkoutMessages.unknownPayment);
      if (!result.ok) throw new AppError(409, checkoutErrorCodes.notAwaitingAuthentication, checkoutMessages.notAwaitingAuthentication);
      return { success: true as const, status: result.status };
    });
  };
}
