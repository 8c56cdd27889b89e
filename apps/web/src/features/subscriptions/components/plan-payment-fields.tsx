import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { type Currency } from '@upline/domain/money';
import { formatMoney } from '../../../shared/format/money';
import { cardFormKind } from '../../../shared/payments/card-form-kind';
import { usePaymentsConfig } from '../../../shared/payments/get-payments-config';
import { useSessionStore } from '../../../shared/session/session-store';
import { Spinner } from '../../../shared/ui/spinner';
import type { PlanPayment } from '../hooks/use-plan-payment';
import { FeeChoice } from './fee-choice';
import { QuantityStepper } from './quantity-stepper';
import { TestCardFields } from './test-card-fields';

// Stripe's code is only fetched where the shop's card provider is Stripe.
const StripeCardField = lazy(() => import('../../../shared/payments/stripe-card-field'));

/**
 * The website fee step: the fee choice, the quantity, the total that follows them, and the card:
 * Stripe's card field when the shop's card provider is Stripe, the test card form otherwise.
 */
export function PlanPaymentFields({ payment, currency }: { payment: PlanPayment; currency: Currency }) {
  const { t } = useTranslation('subscriptions');
  const language = useSessionStore((state) => state.language);
  const cardForm = cardFormKind(usePaymentsConfig(currency).data);
  return (
    <div className="space-y-6">
      <FeeChoice plan={payment.plan} currency={currency} onChange={payment.setPlan} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <QuantityStepper
          value={payment.quantityText}
          onChange={payment.setQuantity}
          onDecrement={payment.decrement}
          onIncrement={payment.increment}
          error={payment.errors.quantity}
          inputRef={payment.refs.quantity}
        />
        <p className="text-right" aria-live="polite">
          <span className="block text-sm text-ink-muted">{t(payment.plan === 12 ? 'fee.totalYear' : 'fee.totalMonth')}</span>
          <span className="font-serif text-3xl text-brand" data-testid="plan-total">
            {payment.amountMinor === null ? '—' : formatMoney(payment.amountMinor, currency)}
          </span>
        </p>
      </div>
      {cardForm.kind === 'stripe' ? (
        <div className="max-w-xl">
          <Suspense fallback={<Spinner className="py-6" />}>
            <StripeCardField
              publishableKey={cardForm.publishableKey}
              locale={language}
              handleRef={payment.stripeCard}
              texts={{ legend: t('card.legend'), loading: t('card.stripeLoading'), failed: t('card.stripeFailed') }}
              error={payment.errors.number}
              onEdit={payment.clearCardError}
            />
          </Suspense>
        </div>
      ) : (
        <TestCardFields payment={payment} />
      )}
    </div>
  );
}
