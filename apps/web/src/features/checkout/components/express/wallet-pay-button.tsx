import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExpressCheckout } from '../../hooks/use-express-checkout';
import type { ExpressSession } from '../../lib/express-state';
import { loadScript } from '../../lib/load-script';
import { applePayRequestOf, type ApplePayConfig } from './apple-pay';
import { applePaySessionClass, beginApplePay, type ApplePayErrorFactory, type ApplePaySessionClass } from './apple-pay-session';
import { googlePayEnvironment, googlePayRequestOf, readyToPayRequestOf, type GooglePayConfig } from './google-pay';
import { runGooglePay, type GooglePaymentsClient } from './google-pay-flow';
import { loadPaypalWallet, type PaypalApplepay, type PaypalGooglepay } from './paypal-wallet-sdk';
import { MERCHANT_NAME, type WalletLabels } from './wallet-amounts';

/** Google's Pay API script (checkout §7 'a Google Pay script'), loaded only when Google Pay is chosen. */
export const GOOGLE_PAY_JS = 'https://pay.google.com/gp/p/js/pay.js';

type Prepared =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'failed' }
  | { kind: 'apple'; Session: ApplePaySessionClass; applepay: PaypalApplepay; config: ApplePayConfig }
  | { kind: 'google'; client: GooglePaymentsClient; googlepay: PaypalGooglepay; config: GooglePayConfig };

type Currency = ExpressSession['currency'];

/** Apple Pay: Safari's ApplePaySession on a device that can pay, and PayPal's eligibility for the merchant. */
async function prepareApplePay(sdkUrl: string, currency: Currency): Promise<Prepared> {
  const Session = applePaySessionClass();
  if (!Session) return { kind: 'unavailable' };
  const applepay = await loadPaypalWallet(sdkUrl, 'applepay', currency);
  const config = await applepay.config();
  return config?.isEligible ? { kind: 'apple', Session, applepay, config } : { kind: 'unavailable' };
}

interface GooglePayApi {
  PaymentsClient: new (options: { environment: 'TEST' | 'PRODUCTION' }) => GooglePaymentsClient;
}

/** Google Pay: Google's script, PayPal's configuration for the merchant, and the shopper's readiness to pay. */
async function prepareGooglePay(sdkUrl: string, currency: Currency, environment: 'sandbox' | 'live' | undefined): Promise<Prepared> {
  const [googlepay] = await Promise.all([loadPaypalWallet(sdkUrl, 'googlepay', currency), loadScript(GOOGLE_PAY_JS)]);
  const api = (window as unknown as { google?: { payments?: { api?: GooglePayApi } } }).google?.payments?.api;
  if (!api) throw new Error('Google Pay is not loaded');
  const client = new api.PaymentsClient({ environment: googlePayEnvironment(environment) });
  const config = await googlepay.config();
  if (!config || config.isEligible === false || !Array.isArray(config.allowedPaymentMethods)) return { kind: 'unavailable' };
  const ready = await client.isReadyToPay(readyToPayRequestOf(config));
  return ready.result ? { kind: 'google', client, googlepay, config } : { kind: 'unavailable' };
}

/** Apple's ApplePayError where Safari has it (the sheet shows its message on the address). */
const applePayError: ApplePayErrorFactory = (code, contactField, message) => {
  const ApplePayError = (window as unknown as { ApplePayError?: new (c: string, f: string, m: string) => unknown }).ApplePayError;
  return ApplePayError ? new ApplePayError(code, contactField, message) : { code, contactField, message };
};

export interface WalletPayButtonProps {
  express: ExpressCheckout;
  session: ExpressSession;
  method: 'apple_pay_via_paypal' | 'google_pay_via_paypal';
  /** The PayPal JS SDK address from the payments config (it lists the enabled wallet components). */
  sdkUrl: string;
  environment: 'sandbox' | 'live' | undefined;
}

/**
 * The Apple Pay or Google Pay button of the wallet sheet (checkout §2, §4), with PayPal
 * configured: loads the PayPal JS SDK's wallet component (and Google's script) when the sheet
 * opens, checks that the wallet can pay here, then opens the wallet's own sheet on click.
 */
export default function WalletPayButton({ express, session, method, sdkUrl, environment }: WalletPayButtonProps) {
  const { t } = useTranslation('checkout');
  const [prepared, setPrepared] = useState<Prepared>({ kind: 'loading' });
  const name = t(`express.methods.${method}`);
  const currency = session.currency;

  useEffect(() => {
    let isCurrent = true;
    const preparing = method === 'apple_pay_via_paypal' ? prepareApplePay(sdkUrl, currency) : prepareGooglePay(sdkUrl, currency, environment);
    preparing.then(
      (next) => isCurrent && setPrepared(next),
      () => isCurrent && setPrepared({ kind: 'failed' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [method, sdkUrl, currency, environment]);

  const labels: WalletLabels = {
    merchant: MERCHANT_NAME,
    subtotal: t('express.sheet.itemSubtotal'),
    shipping: t('express.sheet.shipping'),
    tax: t('express.sheet.tax'),
    shippingTax: t('express.sheet.shippingTax'),
    total: t('express.sheet.total'),
  };

  // The wallet's sheet must open in the click itself (Safari and Chrome require the gesture).
  const open = () => {
    if (prepared.kind === 'apple') {
      beginApplePay({
        Session: prepared.Session,
        applepay: prepared.applepay,
        request: applePayRequestOf(session, prepared.config, labels),
        session,
        labels,
        shippingErrors: { cannotCalculate: t('express.errors.appleShippingUnavailable'), failed: t('express.errors.appleShippingFailed') },
        createError: applePayError,
        priceDestination: express.priceWalletDestination,
        pay: express.payWithWallet,
        cancelled: express.cancel,
        failed: express.walletFailed,
      });
    } else if (prepared.kind === 'google') {
      void runGooglePay({
        client: prepared.client,
        googlepay: prepared.googlepay,
        request: googlePayRequestOf(session, prepared.config, labels),
        pay: express.payWithWallet,
        // Checkout §4: a cancelled Google Pay sheet is no error; the sheet stays for another try.
        dismissed: () => undefined,
        failed: (detail) => express.walletFailed(new Error(detail)),
      });
    }
  };

  if (prepared.kind === 'loading') return <p className="text-sm text-ink-muted">{t('express.sheet.walletLoading', { method: name })}</p>;
  if (prepared.kind === 'failed') {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        {t('express.errors.sdkNotLoaded')}
      </p>
    );
  }
  if (prepared.kind === 'unavailable') {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        {t(`express.unavailable.${method}`)}
      </p>
    );
  }
  const isApple = prepared.kind === 'apple';
  return (
    <button
      type="button"
      onClick={open}
      className={`btn min-h-12 w-full text-base font-bold ${isApple ? 'bg-black text-white hover:bg-black/85' : 'bg-ink text-cream hover:bg-ink/90'}`}
    >
      {t(isApple ? 'express.sheet.applePayButton' : 'express.sheet.googlePayButton')}
    </button>
  );
}
