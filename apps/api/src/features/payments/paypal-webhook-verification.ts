import type { Client } from '@paypal/paypal-server-sdk';

/** The transmission headers PayPal sends with every webhook delivery (lower-case names). */
export interface PayPalWebhookHeaders {
  'paypal-auth-algo'?: string;
  'paypal-cert-url'?: string;
  'paypal-transmission-id'?: string;
  'paypal-transmission-sig'?: string;
  'paypal-transmission-time'?: string;
}

const required = ['paypal-auth-algo', 'paypal-cert-url', 'paypal-transmission-id', 'paypal-transmission-sig', 'paypal-transmission-time'] as const;

/**
 * Asks PayPal to verify a delivery (POST /v1/notifications/verify-webhook-signature). The SDK has
 * no controller for it, so the call goes through the SDK client's own request builder (same OAuth
 * token, same origin). The event is spliced in as the raw bytes received: PayPal checks the
 * signature against the body as it was sent, which re-serialising could change.
 */
export async function verifyPayPalWebhook(client: Client, webhookId: string, headers: PayPalWebhookHeaders, rawBody: string): Promise<boolean> {
  if (required.some((name) => !headers[name])) return false;
  try {
    JSON.parse(rawBody);
  } catch {
    return false;
  }
  const fields = JSON.stringify({
    auth_algo: headers['paypal-auth-algo'],
    cert_url: headers['paypal-cert-url'],
    transmission_id: headers['paypal-transmission-id'],
    transmission_sig: headers['paypal-transmission-sig'],
    transmission_time: headers['paypal-transmission-time'],
    webhook_id: webhookId,
  });
  const body = `${fields.slice(0, -1)},"webhook_event":${rawBody}}`;

  const request = client.getRequestBuilderFactory()('POST', '/v1/notifications/verify-webhook-signature');
  request.header('Content-Type', 'application/json');
  request.text(body);
  request.authenticate([{ oauth2: true }]);
  const response = await request.call();
  if (response.statusCode !== 200 || typeof response.body !== 'string') return false;
  try {
    return (JSON.parse(response.body) as { verification_status?: string }).verification_status === 'SUCCESS';
  } catch {
    return false;
  }
}
