import type { PaymentsConfigResponse } from '@upline/contract/payments';
import type { Currency } from '@upline/domain/money';
import type { PaymentsConfig } from '../../config.js';
import type { PaymentProvider } from './gateway.js';

/** The PayPal JS SDK address: capture intent, card and credit funding off (CP §9), wallets as enabled. */
export function paypalSdkUrl(clientId: string, currency: Currency, payments: Pick<PaymentsConfig, 'googlePayEnabled' | 'applePayEnabled'>): string {
  const components = ['buttons', ...(payments.googlePayEnabled ? ['googlepay'] : []), ...(payments.applePayEnabled ? ['applepay'] : [])];
  const query = new URLSearchParams({
    'client-id': clientId,
    currency,
    intent: 'capture',
    components: components.join(','),
    'disable-funding': 'credit,card',
  });
  return `https://www.paypal.com/sdk/js?${query.toString()}`;
}

/** What the web needs to load the payment scripts; no secret ever appears here. */
export function paymentsConfigAnswer(payments: PaymentsConfig, cardProvider: PaymentProvider, currency: Currency): PaymentsConfigResponse {
  const paypal = payments.paypal;
  const isStripe = cardProvider === 'stripe';
  return {
    card: { provider: isStripe ? 'stripe' : 'test', publishable_key: isStripe ? (payments.stripe?.publishableKey ?? null) : null },
    paypal: {
      enabled: paypal !== null,
      client_id: paypal?.clientId ?? null,
      currency,
      sdk_url: paypal ? paypalSdkUrl(paypal.clientId, currency, payments) : null,
      ...(paypal ? { environment: paypal.environment } : {}),
    },
    google_pay: { enabled: paypal !== null && payments.googlePayEnabled },
    apple_pay: { enabled: paypal !== null && payments.applePayEnabled },
  };
}
