import { useTranslation } from 'react-i18next';
import { formatMoney, type Currency } from '@upline/domain/money';
import type { PlanPayment } from '../hooks/use-plan-payment';
import { FeeChoice } from './fee-choice';
import { QuantityStepper } from './quantity-stepper';
import { TestCardFields } from './test-card-fields';

/** The website fee step: the fee choice, the quantity, the total that follows them, and the card. */
export function PlanPaymentFields({ payment, currency }: { payment: PlanPayment; currency: Currency }) {
  const { t } = useTranslation('subscriptions');
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
      <TestCardFields payment={payment} />
    </div>
  );
}
