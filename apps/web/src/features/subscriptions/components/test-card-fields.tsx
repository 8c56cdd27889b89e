import { useTranslation } from 'react-i18next';
import { TestCardFieldset } from '../../../shared/payments/test-card-fieldset';
import type { PlanPayment } from '../hooks/use-plan-payment';

/**
 * The test gateway's card form of signup and Plan: the shared test card fieldset, with this
 * feature's texts and the plan payment's state.
 */
export function TestCardFields({ payment }: { payment: PlanPayment }) {
  const { t } = useTranslation('subscriptions');
  const { card, errors, refs, setCardField } = payment;
  return (
    <TestCardFieldset
      texts={{
        legend: t('card.legend'),
        testTitle: t('card.testTitle'),
        testText: t('card.testText'),
        number: t('card.number'),
        expiry: t('card.expiry'),
        expiryPlaceholder: t('card.expiryPlaceholder'),
        cvc: t('card.cvc'),
        outcome: (outcome) => t(`card.outcomes.${outcome}`),
      }}
      card={card}
      errors={errors}
      refs={refs}
      onChange={setCardField}
      fieldsClassName="max-w-xl"
    />
  );
}
