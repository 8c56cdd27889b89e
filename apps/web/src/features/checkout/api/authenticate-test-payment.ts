import type { TestGatewayAuthenticateRequest } from '@upline/contract/checkout';
import { apiFetch } from '../../../shared/api/client';

/** POST test-gateway/authenticate: passes or fails a test payment's 3-D Secure challenge (test gateway only). */
export function authenticateTestPayment(body: TestGatewayAuthenticateRequest): Promise<{ success: true; status: 'succeeded' | 'requires_payment_method' }> {
  return apiFetch('/test-gateway/authenticate', { body });
}
