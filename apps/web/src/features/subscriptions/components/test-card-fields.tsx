import { TestCardFieldset, useTestCardTexts } from '../../../shared/payments/test-card-fieldset';
import type { PlanPayment } from '../hooks/use-plan-payment';

/**
 * The test gateway's card form of signup and Plan: the shared test card fieldset, with this
 * feature's texts and the plan payment's state.
 */
export function TestCardFields({ payment }: { payment: PlanPayment }) {
  const texts = useTestCardTexts('subscriptions');
  const { card, errors, refs, setCardField } = payment;
  return (
    <TestCardFieldset
      texts={texts}
      card={card}
      errors={errors}
      refs={refs}
      onChange={setCardField}
      fieldsClassName="max-w-xl"
    />
  );
}
