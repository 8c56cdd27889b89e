// The PayPal fake's side for Apple Pay and Google Pay through PayPal: what the PayPal JS SDK's
// `applepay` and `googlepay` components ask PayPal from the shopper's browser. The wallets'
// configuration and Apple's merchant validation are GraphQL queries the SDK sends with the
// client id only (POST /graphql?<operation>); confirming a PayPal order with the wallet's payment
// source is POST /v2/checkout/orders/{id}/confirm-payment-source with a browser token (client
// id, no secret), after which our server captures the order as usual. Test tokens decide the
// outcome: a Google Pay token containing 'authentication-required' asks for 3-D Secure first.
import { randomBytes } from 'node:crypto';
import type { FakeRequest, FakeResponse } from './fake-server.js';
import type { FakePayPalOrder } from './paypal-fake.js';

type Json = Record<string, unknown>;

const graphqlError = (message: string): FakeResponse => ({ status: 200, body: { data: null, errors: [{ message }], extensions: { correlationId: randomBytes(6).toString('hex') } } });

/** Apple's merchant validation URLs (the `validationURL` of Apple Pay's onvalidatemerchant). */
const isAppleValidationUrl = (url: unknown) => {
  try {
    const parsed = new URL(String(url));
    return parsed.protocol === 'https:' && /(^|\.)apple\.com$/.test(parsed.hostname) && /^\/paymentservices\/(startSession|paymentSession)$/.test(parsed.pathname);
  } catch {
    return false;
  }
};

/** The card networks PayPal offers the merchant's Google Pay; the shop narrows them (checkout §9). */
export const fakeGooglePayNetworks = ['MASTERCARD', 'DISCOVER', 'VISA', 'AMEX', 'JCB'];

/** POST /graphql?<operation>: the wallets' configuration and Apple's merchant session, for the SDK. */
export function walletGraphql(req: FakeRequest, ctx: { clientId: string; merchantId: string }): FakeResponse {
  if (req.method !== 'POST') return { status: 405, body: { message: 'POST only' } };
  let payload: { query?: string; variables?: Json };
  try {
    payload = JSON.parse(req.body || '{}') as { query?: string; variables?: Json };
  } catch {
    return { status: 400, body: { message: 'The body is not JSON.' } };
  }
  const variables = payload.variables ?? {};
  const operation = [...req.query.keys()][0] ?? /(?:query|mutation)\s+(\w+)/.exec(payload.query ?? '')?.[1] ?? '';
  const clientId = variables.clientId ?? variables.clientID;
  if (clientId !== ctx.clientId) return graphqlError('The client id is not known to PayPal.');
  if (operation === 'GetApplepayConfig') {
    return {
      status: 200,
      body: {
        data: {
          applepayConfig: {
            merchantCountry: 'US',
            isEligible: true,
            supportedNetworks: ['masterCard', 'discover', 'visa', 'amex'],
            merchantCapabilities: ['supports3DS', 'supportsCredit', 'supportsDebit'],
          },
        },
      },
    };
  }
  if (operation === 'GetApplePayMerchantSession') {
    if (!isAppleValidationUrl(variables.url)) return graphqlError('The validation URL is not one of Apple Pay.');
    const domain = String(variables.merchantDomain ?? '');
    if (!domain) return graphqlError('The merchant domain is required.');
    const now = Date.now();
    const session = {
      epochTimestamp: now,
      expiresAt: now + 3_600_000,
      merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
      nonce: randomBytes(4).toString('hex'),
      merchantIdentifier: randomBytes(32).toString('hex').toUpperCase(),
      domainName: domain,
      displayName: 'PayPal merchant',
      signature: randomBytes(48).toString('base64'),
      operationalAnalyticsIdentifier: `PayPal:${ctx.merchantId}`,
      retries: 0,
    };
    return { status: 200, body: { data: { applePayMerchantSession: { session: Buffer.from(JSON.stringify(session)).toString('base64') } } } };
  }
  if (operation === 'GetGooglePayConfig') {
    return {
      status: 200,
      body: {
        data: {
          googlePayConfig: {
            isEligible: true,
            apiVersion: 2,
            apiVersionMinor: 0,
            countryCode: 'US',
            allowedPaymentMethods: [
              {
                type: 'CARD',
                parameters: {
                  allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
                  allowedCardNetworks: fakeGooglePayNetworks,
                  billingAddressRequired: true,
                  assuranceDetailsRequired: true,
                  billingAddressParameters: { format: 'FULL' },
                },
                tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'paypalsb', gatewayMerchantId: ctx.merchantId } },
              },
            ],
            merchantInfo: { merchantId: ctx.merchantId, merchantOrigin: 'paypal-fake' },
          },
        },
      },
    };
  }
  return graphqlError(`Unknown operation ${operation || '(none)'}.`);
}

export type ConfirmResult = { ok: true; order: FakePayPalOrder } | { ok: false; issue: string; description: string; field?: string };

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** An Apple Pay contact as PayPal keeps it as a purchase unit's shipping. */
function shippingOfContact(contact: Json | undefined) {
  const lines = Array.isArray(contact?.addressLines) ? (contact.addressLines as unknown[]).map(String) : [];
  if (!contact || !lines[0] || !text(contact.locality) || !text(contact.countryCode)) return undefined;
  return {
    name: { full_name: [text(contact.givenName), text(contact.familyName)].filter(Boolean).join(' ') },
    address: {
      address_line_1: lines[0],
      ...(lines[1] ? { address_line_2: lines[1] } : {}),
      admin_area_2: String(contact.locality),
      admin_area_1: text(contact.administrativeArea) ?? '',
      postal_code: text(contact.postalCode) ?? '',
      country_code: String(contact.countryCode).toUpperCase(),
    },
  };
}

/**
 * POST /v2/checkout/orders/{id}/confirm-payment-source with an apple_pay or google_pay source:
 * the wallet's token is checked, the order records the source (card brand and last digits, as
 * PayPal shows them) and the payer, and becomes APPROVED (or PAYER_ACTION_REQUIRED for a Google
 * Pay card that asks for 3-D Secure). An order already captured cannot be confirmed again.
 */
export function confirmPaymentSource(order: FakePayPalOrder, body: Json, payPalHost: string): ConfirmResult {
  if (order.status === 'COMPLETED' || order.status === 'VOIDED') {
    return { ok: false, issue: 'ORDER_ALREADY_COMPLETED', description: 'The order cannot be confirmed: it is already completed.' };
  }
  const source = (body.payment_source ?? {}) as Json;
  const apple = source.apple_pay as Json | undefined;
  const google = source.google_pay as Json | undefined;
  if (apple) {
    const token = apple.token as Json | undefined;
    if (!token || typeof token.paymentData !== 'object' || token.paymentData === null) {
      return { ok: false, issue: 'MISSING_REQUIRED_PARAMETER', description: 'The Apple Pay payment token is required.', field: '/payment_source/apple_pay/token' };
    }
    const method = (token.paymentMethod ?? {}) as Json;
    const billing = apple.billing_contact as Json | undefined;
    const shipping = apple.shipping_contact as Json | undefined;
    const name = [text(billing?.givenName ?? shipping?.givenName), text(billing?.familyName ?? shipping?.familyName)].filter(Boolean).join(' ');
    const email = text(shipping?.emailAddress);
    order.payment_source = {
      apple_pay: {
        ...(name ? { name } : {}),
        ...(email ? { email_address: email } : {}),
        ...(text(shipping?.phoneNumber) ? { phone_number: { national_number: String(shipping?.phoneNumber).replace(/\D/g, '') } } : {}),
        card: { name, type: String(method.type ?? 'credit').toUpperCase(), brand: String(method.network ?? 'VISA').toUpperCase(), last_digits: String(method.displayName ?? '').replace(/\D/g, '').slice(-4) },
      },
    };
    const unit = order.purchase_units[0];
    const picked = shippingOfContact(shipping);
    if (unit && !unit.shipping && picked) unit.shipping = picked;
    order.payer = { ...(email ? { email_address: email } : {}), payer_id: randomBytes(7).toString('hex').toUpperCase(), name: { given_name: text(shipping?.givenName) ?? '', surname: text(shipping?.familyName) ?? '' } };
    order.status = 'APPROVED';
    return { ok: true, order };
  }
  if (google) {
    const token = text(google.token);
    if (!token) return { ok: false, issue: 'MISSING_REQUIRED_PARAMETER', description: 'The Google Pay payment token is required.', field: '/payment_source/google_pay/token' };
    const card = (google.card ?? {}) as Json;
    const email = text(google.email_address);
    const [given, ...rest] = (text(google.name) ?? '').split(/\s+/);
    if (email) order.payer = { email_address: email, payer_id: randomBytes(7).toString('hex').toUpperCase(), name: { given_name: given ?? '', surname: rest.join(' ') } };
    order.payment_source = {
      google_pay: {
        ...(text(google.name) ? { name: text(google.name) } : {}),
        ...(email ? { email_address: email } : {}),
        card: { type: String(card.type ?? 'CREDIT').toUpperCase(), brand: String(card.brand ?? 'VISA').toUpperCase(), last_digits: String(card.last_digits ?? '') },
      },
    };
    if (token.includes('authentication-required')) {
      order.status = 'PAYER_ACTION_REQUIRED';
      order.links = [...order.links.filter((l) => l.rel !== 'payer-action'), { href: `${payPalHost}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' }];
      return { ok: true, order };
    }
    order.status = 'APPROVED';
    return { ok: true, order };
  }
  return { ok: false, issue: 'INVALID_PARAMETER_VALUE', description: 'Only apple_pay and google_pay payment sources are confirmed here.', field: '/payment_source' };
}
