import type { TestGatewayAuthenticateRequest } from '@upline/contract/checkout';
import { checkoutRoutes } from '@upline/contract/checkout-routes';
import { call } from '../../../shared/api/call';

/** POST test-gateway/authenticate: passes or fails a test payment's 3-D Secure challenge (test gateway only). */
export function authenticateTestPayment(body: TestGatewayAuthenticateRequest) {
  return call(checkoutRoutes.authenticateTestPayment, { body });
}
