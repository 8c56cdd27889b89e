import { lazy, Suspense } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { fromDecimal } from '@upline/domain/money';
import { formatMoney } from '../../../../shared/format/money';
import { useCartCurrency } from '../../../../shared/cart/cart-shopper';
import { useCartStore } from '../../../../shared/cart/cart-store';
import { usePaymentsConfig } from '../../../../shared/payments/get-payments-config';
import { Spinner } from '../../../../shared/ui/spinner';
import { CloseIcon } from '../../../../shared/ui/icons';
import type { ExpressCheckout } from '../../hooks/use-express-checkout';
import { itemSubtotalMinor, MERCHANT_NAME } from './wallet-amounts';

const PaypalButtons = lazy(() => import('../payment/paypal-buttons'));
const WalletPayButton = lazy(() => import('./wallet-pay-button'));

/**
 * The wallet sheet of checkout §2 ('PayPal popup'): item list, merchant, item subtotal, shipping,
 * tax, shipping tax and total, with the wallet's buttons. With PayPal configured, PayPal's own
 * buttons, or the Apple Pay / Google Pay button that opens the wallet's own sheet; in the shop's
 * test setup, the test wallet's Approve and Cancel.
 */
export function WalletSheet({ express, paypalClientId }: { express: ExpressCheckout; paypalClientId: string | null }) {
  const { t } = useTranslation('checkout');
  const items = useCartStore((state) => state.cartItems);
  const { state } = express;
  // The same query as the checkout page's (already answered): the SDK address and PayPal's environment.
  const config = usePaymentsConfig(useCartCurrency());
  if (state.status !== 'sheet') return null;
  const { session } = state;
  const method = t(`express.methods.${state.method}`);
  const money = (amount: number) => formatMoney(fromDecimal(amount), session.currency);
  const hasAddressAmounts = session.shipping_amount > 0 || session.tax_amount > 0;
  const isTest = paypalClientId === null;
  const wallet = state.method === 'paypal' ? null : state.method;
  const sdkUrl = config.data?.paypal.sdk_url ?? null;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && express.cancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          // Apple Pay's and Google Pay's own sheets open over this one: using them must not close it.
          onInteractOutside={(event) => {
            if (!isTest && wallet) event.preventDefault();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-cream p-5 shadow-2xl outline-none data-[state=open]:animate-pop-in sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(28rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-6"
          data-testid="wallet-sheet"
        >
          <div className="flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="font-serif text-xl text-brand">
                {isTest ? t('express.sheet.testTitle', { method }) : t('express.sheet.title', { method })}
              </Dialog.Title>
              <p className="text-sm text-ink-muted">
                {t('express.sheet.merchant')}: <span className="font-medium text-ink">{MERCHANT_NAME}</span>
              </p>
            </div>
            <Dialog.Close aria-label={t('express.sheet.close')} className="-mt-2 -mr-2 inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-sage-light">
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description
            className={isTest ? 'mt-3 rounded-xl border border-dashed border-gold-dark bg-white p-3 text-sm text-ink' : wallet ? 'mt-3 text-sm text-ink-muted' : 'sr-only'}
          >
            {isTest ? t('express.sheet.testText') : wallet ? t('express.sheet.walletText', { method }) : t('express.sheet.title', { method })}
          </Dialog.Description>

          <h3 className="mt-4 font-sans text-sm font-semibold text-ink">{t('express.sheet.items')}</h3>
          <ul className="mt-1 divide-y divide-cream-dark text-sm">
            {items.map((item) => (
              <li key={`${item.id}-${item.purchaseType}`} className="flex justify-between gap-3 py-1.5">
                <span>{item.name}</span>
                <span className="shrink-0 text-ink-muted">{t('express.sheet.quantity', { count: item.quantity })}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-3 space-y-1 border-t border-cream-dark pt-3 text-sm">
            <SheetRow label={t('express.sheet.itemSubtotal')} value={formatMoney(itemSubtotalMinor(session), session.currency)} />
            <SheetRow label={t('express.sheet.shipping')} value={hasAddressAmounts ? money(session.shipping_amount) : t('express.sheet.afterAddress')} />
            <SheetRow label={t('express.sheet.tax')} value={hasAddressAmounts ? money(session.tax_amount) : t('express.sheet.afterAddress')} />
            <SheetRow label={t('express.sheet.shippingTax')} value={hasAddressAmounts ? money(session.shipping_tax_amount) : t('express.sheet.afterAddress')} />
            <div className="flex justify-between gap-3 border-t border-cream-dark pt-2 text-base font-semibold">
              <dt>{t('express.sheet.total')}</dt>
              <dd className="tabular-nums" data-testid="wallet-total">
                {money(session.total_amount)}
              </dd>
            </div>
          </dl>

          <div className="mt-5">
            {isTest ? (
              <div className="grid gap-2">
                <button type="button" onClick={express.approve} className="btn-gold w-full text-base">
                  {t('express.sheet.approve')}
                </button>
                <button type="button" onClick={express.cancel} className="btn-outline w-full">
                  {t('express.sheet.cancel')}
                </button>
              </div>
            ) : wallet ? (
              <Suspense fallback={<Spinner className="py-6" />}>
                {sdkUrl ? (
                  <WalletPayButton express={express} session={session} method={wallet} sdkUrl={sdkUrl} environment={config.data?.paypal.environment} />
                ) : (
                  <Spinner className="py-6" />
                )}
              </Suspense>
            ) : (
              <Suspense fallback={<Spinner className="py-6" />}>
                <PaypalButtons
                  clientId={paypalClientId}
                  currency={session.currency}
                  createOrder={express.createPaypalOrderForSession}
                  onShippingAddressChange={express.paypalAddressChanged}
                  onApprove={() => express.paypalApproved()}
                  onCancel={express.cancel}
                  onError={express.paypalError}
                />
              </Suspense>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SheetRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
}
