import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletMethod } from '@upline/contract/checkout';
import type { ExpressCheckout } from '../../hooks/use-express-checkout';
import { formMessages } from '../../lib/checkout-messages';
import { isExpressBusy } from '../../lib/express-state';
import type { MethodState } from '../../lib/payment-availability';
import { useMessage } from '../../hooks/use-message';
import { ExpressResult } from './express-result';

interface ExpressRowProps {
  express: ExpressCheckout;
  /** Items, an amount above 0 and no autoship line (checkout §4). */
  canStart: boolean;
  hasItems: boolean;
  hasAutoship: boolean;
  /** 'test' when the PayPal button runs the server's test stand-in. */
  paypalMode: 'paypal' | 'test' | 'off';
  wallets: { google: MethodState; apple: MethodState };
}

const buttonStyles: Record<WalletMethod, string> = {
  paypal: 'bg-[#ffc439] text-[#111] hover:bg-[#f2ba36]',
  google_pay_via_paypal: 'bg-ink text-cream hover:bg-ink/90',
  apple_pay_via_paypal: 'bg-black text-white hover:bg-black/85',
};

/**
 * The 'We accept' row of checkout §2: PayPal, Google Pay and Apple Pay as express buttons.
 * They are disabled and dimmed while the widget works, without items, or with an autoship line
 * (with the spec's messages); a wallet the device cannot use says so when pressed.
 */
export function ExpressRow({ express, canStart, hasItems, hasAutoship, paypalMode, wallets }: ExpressRowProps) {
  const { t } = useTranslation('checkout');
  const translate = useMessage();
  const [walletNotice, setWalletNotice] = useState<WalletMethod | null>(null);
  const isBusy = isExpressBusy(express.state);

  const press = (method: WalletMethod) => {
    setWalletNotice(null);
    const wallet = method === 'google_pay_via_paypal' ? wallets.google : method === 'apple_pay_via_paypal' ? wallets.apple : null;
    if (method === 'paypal' ? paypalMode === 'off' : wallet?.kind !== 'ready') {
      setWalletNotice(method);
      return;
    }
    void express.start(method);
  };

  const methods: WalletMethod[] = ['paypal', 'google_pay_via_paypal', 'apple_pay_via_paypal'];
  return (
    <section aria-labelledby="we-accept" className="space-y-3" data-testid="express-row">
      <h2 id="we-accept" className="text-center font-sans text-sm font-semibold tracking-wide text-ink-muted uppercase">
        {t('express.weAccept')}
      </h2>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {methods.map((method) => {
          const name = t(`express.methods.${method}`);
          const isDimmed = isBusy || !canStart;
          return (
            <button
              key={method}
              type="button"
              onClick={() => press(method)}
              disabled={isDimmed}
              aria-label={t('express.payWith', { method: name })}
              className={`btn min-h-12 w-full text-base font-bold ${buttonStyles[method]} disabled:opacity-45`}
            >
              {name}
            </button>
          );
        })}
      </div>
      {paypalMode === 'test' && hasItems && !hasAutoship && <p className="text-center text-xs text-ink-muted">{t('express.testMode')}</p>}
      {!hasItems && <p className="text-center text-sm text-ink-muted">{t('express.needsItems')}</p>}
      {hasAutoship && (
        <div role="note" className="space-y-1 rounded-xl bg-cream-dark px-4 py-3 text-sm text-ink" data-testid="express-autoship">
          <p>{translate(formMessages.paypalAutoship)}</p>
          <p>{translate(formMessages.walletAutoship)}</p>
        </div>
      )}
      {walletNotice && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {walletNotice === 'paypal' ? (
            t('payment.paypalNotConfigured')
          ) : (
            <>
              <span className="block">{t(`express.unavailable.${walletNotice}`)}</span>
              <span className="mt-1 block font-normal">
                {t(walletNotice === 'google_pay_via_paypal' ? 'express.unavailable.googleHint' : 'express.unavailable.appleHint')}
              </span>
            </>
          )}
        </p>
      )}
      <ExpressResult express={express} />
    </section>
  );
}

/** The OR divider between the express row and the regular form (checkout §2). */
export function OrDivider() {
  const { t } = useTranslation('checkout');
  return (
    <div className="flex items-center gap-4" role="separator" aria-label={t('express.or')}>
      <span className="h-px flex-1 bg-ink-muted/30" />
      <span className="text-sm font-semibold text-ink-muted" aria-hidden="true">
        {t('express.or')}
      </span>
      <span className="h-px flex-1 bg-ink-muted/30" />
    </div>
  );
}
