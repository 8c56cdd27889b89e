import { lazy, Suspense, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PaymentsConfigResponse } from '@upline/contract/payments';
import { formatMoney } from '../../../../shared/format/money';
import type { CartCurrency } from '../../../../shared/cart/cart-types';
import { cardFormKind } from '../../../../shared/payments/card-form-kind';
import { Spinner } from '../../../../shared/ui/spinner';
import type { PlaceOrder } from '../../hooks/use-place-order';
import type { CheckoutFormValues, PaymentChoice } from '../../lib/checkout-form';
import { formMessages } from '../../lib/checkout-messages';
import { methodState, type DeviceWallets, type MethodState } from '../../lib/payment-availability';
import { useMessage } from '../../hooks/use-message';
import type { CardCollectorRef } from './card-collector';
import { TestCardForm } from './test-card-form';

const StripeCardForm = lazy(() => import('./stripe-card-form'));
const PaypalButtons = lazy(() => import('./paypal-buttons'));

const choices: readonly PaymentChoice[] = ['card', 'paypal', 'gpay', 'applepay'];

interface PaymentPanelProps {
  form: UseFormReturn<CheckoutFormValues>;
  config: PaymentsConfigResponse | undefined;
  device: DeviceWallets;
  hasAutoship: boolean;
  currency: CartCurrency;
  language: string;
  totalMinor: number | null;
  collectorRef: CardCollectorRef;
  placeOrder: PlaceOrder;
  canPay: boolean;
  /** PayPal's prerequisites (checkout §5): a complete delivery address and a shipping method. */
  isDeliveryComplete: boolean;
  /** Checks the whole form before PayPal opens; false when something is missing (the messages show). */
  validateForm: () => Promise<CheckoutFormValues | null>;
  /** Google Pay or Apple Pay through the express flow, with the form's address. */
  onWalletPay: (method: 'google_pay_via_paypal' | 'apple_pay_via_paypal') => void;
}

/**
 * The payment step (checkout §2 'Payment panel'): card, PayPal, Google Pay, Apple Pay. Place
 * Order shows for the card only; PayPal's buttons once its prerequisites hold; the wallets only
 * where they can pay, each refusal with its message.
 */
export function PaymentPanel(props: PaymentPanelProps) {
  const { t } = useTranslation('checkout');
  const translate = useMessage();
  const method = useWatch({ control: props.form.control, name: 'paymentMethod' });
  const stateOf = (choice: PaymentChoice): MethodState => methodState(choice, { config: props.config, device: props.device, hasAutoship: props.hasAutoship });
  const current = stateOf(method);
  const { placeOrder } = props;
  const cardForm = cardFormKind(props.config);

  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('payment.legend')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {choices.map((choice) => (
            <label
              key={choice}
              className={`flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border px-3 text-sm font-semibold transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold ${
                method === choice ? 'border-brand bg-sage-light/50 text-brand' : 'border-ink-muted/30 bg-white text-ink hover:border-brand'
              } ${stateOf(choice).kind === 'ready' ? '' : 'opacity-75'}`}
            >
              <input type="radio" value={choice} {...props.form.register('paymentMethod')} className="size-4 accent-brand" />
              {t(`payment.${choice}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {method === 'card' && (
        <div className="space-y-4">
          {cardForm.kind === 'stripe' ? (
            <>
              <Suspense fallback={<Spinner className="py-6" />}>
                <StripeCardForm publishableKey={cardForm.publishableKey} collectorRef={props.collectorRef} locale={props.language} />
              </Suspense>
              <p className="text-xs text-ink-muted">{t('payment.secureNote')}</p>
            </>
          ) : (
            <TestCardForm collectorRef={props.collectorRef} />
          )}
          <button type="submit" disabled={placeOrder.isBusy || !props.canPay} aria-busy={placeOrder.isBusy} className="btn-primary w-full text-base">
            {placeOrder.isAuthenticating ? t('payment.authenticating') : placeOrder.isBusy ? t('payment.placing') : t('payment.placeOrder')}
            {!placeOrder.isBusy && props.totalMinor !== null && (
              <span className="font-normal opacity-90">· {formatMoney(props.totalMinor, props.currency)}</span>
            )}
          </button>
        </div>
      )}

      {method === 'paypal' && <PaypalChoice {...props} state={current} />}

      {(method === 'gpay' || method === 'applepay') && (
        <div className="space-y-2" data-testid="wallet-panel">
          {current.kind === 'autoship' && <Notice>{translate(formMessages.walletAutoship)}</Notice>}
          {current.kind === 'unavailable' && (
            <Notice>
              <span className="block">{t(`express.unavailable.${method === 'gpay' ? 'google_pay_via_paypal' : 'apple_pay_via_paypal'}`)}</span>
              <span className="mt-1 block font-normal">{t(method === 'gpay' ? 'express.unavailable.googleHint' : 'express.unavailable.appleHint')}</span>
            </Notice>
          )}
          {current.kind === 'ready' && (
            <button
              type="button"
              onClick={() => props.onWalletPay(method === 'gpay' ? 'google_pay_via_paypal' : 'apple_pay_via_paypal')}
              className="btn w-full bg-ink text-base text-cream hover:bg-ink/90"
            >
              {t('payment.walletButton', { method: t(`payment.${method}`) })}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

function PaypalChoice(props: PaymentPanelProps & { state: MethodState }) {
  const { t } = useTranslation('checkout');
  const translate = useMessage();
  const { state, config, placeOrder } = props;
  if (state.kind === 'autoship') return <Notice>{translate(formMessages.paypalAutoship)}</Notice>;
  if (state.kind !== 'ready' || !config?.paypal.client_id) return <Notice isInfo>{t('payment.paypalNotConfigured')}</Notice>;
  if (!props.isDeliveryComplete) return <Notice isInfo>{translate(formMessages.paypalAddress)}</Notice>;
  return (
    <Suspense fallback={<Spinner className="py-6" />}>
      <PaypalButtons
        clientId={config.paypal.client_id}
        currency={props.currency}
        isDisabled={!props.canPay}
        createOrder={async () => {
          const values = await props.validateForm();
          if (!values) throw new Error(t('notices.fixFields'));
          return placeOrder.createPaypalOrderFor(values);
        }}
        onApprove={(paypalOrderId) => placeOrder.capturePaypal(paypalOrderId)}
        onCancel={placeOrder.paypalCancelled}
        onError={placeOrder.paypalFailed}
      />
    </Suspense>
  );
}

function Notice({ children, isInfo }: { children: ReactNode; isInfo?: boolean }) {
  return (
    <p
      role={isInfo ? 'note' : 'alert'}
      className={`rounded-xl px-4 py-3 text-sm font-medium ${isInfo ? 'bg-cream-dark text-ink' : 'bg-red-50 text-red-800'}`}
    >
      {children}
    </p>
  );
}
