import type { FastifyInstance } from 'fastify';
import { checkoutMessages } from '@upline/contract/checkout';
import { checkoutRoutes as calls } from '@upline/contract/checkout-routes';
import { registerRoute } from '../../http/route.js';
import type { TestGateway } from '../payments/test-gateway.js';
import { checkoutError } from './checkout-failure.js';

/**
 * The built-in test gateway's stand-in for the bank's 3-D Secure page (ARCHITECTURE §5): the
 * checkout's challenge dialog passes or fails the challenge of a payment in requires_action, as
 * Stripe's test page does with Stripe's test cards. Registered only when the test gateway is the
 * card provider; the client secret, given only to the browser that paid, is the proof.
 */
export function testGatewayRoutes(gateway: TestGateway) {
  return async (app: FastifyInstance) => {
    registerRoute(app, calls.authenticateTestPayment, async (request) => {
      const result = gateway.authenticate(request.body.client_secret, request.body.outcome === 'pass');
      if (!result.ok && result.code === 'not_found') throw checkoutError({ code: 'challenge_not_found', message: checkoutMessages.unknownPayment });
      if (!result.ok) throw checkoutError({ code: 'not_awaiting_authentication', message: checkoutMessages.notAwaitingAuthentication });
      return { success: true as const, status: result.status };
    });
  };
}
