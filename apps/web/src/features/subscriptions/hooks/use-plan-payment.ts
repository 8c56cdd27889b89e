import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { quoteScholarPlan, type PlanMonths } from '@upline/domain/subscriptions';
import { parseQuantity } from '../lib/plan-quantity';
import { createTestPaymentMethod, formatCardNumber, formatExpiry, type CardField, type CardInput, type CardProblem } from '../../../shared/payments/test-card';
import type { StripeCardHandle } from '../../../shared/payments/stripe-payment-method';
import { usePlanMessage } from './use-plan-message';

export type PlanPaymentField = 'quantity' | CardField;
export type PlanPaymentErrors = Partial<Record<PlanPaymentField, string>>;

/** What a valid payment step gives: the card's payment method id, the plan and its quantity. */
export interface PlanPaymentChoice {
  authorization_key: string;
  plan: PlanMonths;
  quantity: number;
}

/** Card problems are shown beside their field; an unknown number or Stripe's refusal is also toasted, as a card error is (1.5 s). */
const fieldOrder: readonly PlanPaymentField[] = ['quantity', 'number', 'expiry', 'cvc'];

/**
 * The website fee step shared by the scholar signup and the Plan page (accounts §2.7, §2.10):
 * monthly (default) or annual, a quantity that cannot go below 1, the total, and the card: the
 * test card form, or Stripe's card field when it is mounted (it registers in stripeCard).
 * prepare() checks everything and gives the payment method id, or shows the messages.
 */
export function usePlanPayment() {
  const { t } = useTranslation('subscriptions');
  const translate = usePlanMessage();
  const [plan, setPlan] = useState<PlanMonths>(1);
  const [quantityText, setQuantityText] = useState('1');
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<PlanPaymentErrors>({});
  const refs = {
    quantity: useRef<HTMLInputElement>(null),
    number: useRef<HTMLInputElement>(null),
    expiry: useRef<HTMLInputElement>(null),
    cvc: useRef<HTMLInputElement>(null),
  };
  const stripeCard = useRef<StripeCardHandle | null>(null);

  const quantity = parseQuantity(quantityText);
  const quote = quoteScholarPlan(plan, quantity);
  const clearError = (field: PlanPaymentField) => setErrors((current) => ({ ...current, [field]: undefined }));

  const setQuantity = (text: string) => {
    setQuantityText(text.replace(/\D/g, '').slice(0, 4));
    clearError('quantity');
  };
  const decrement = () => {
    if (!(quantity > 1)) return void toast.error(translate('Quantity can not be zero.'));
    setQuantity(String(quantity - 1));
  };
  const increment = () => setQuantity(String(Number.isFinite(quantity) ? quantity + 1 : 1));

  const setCardField = (field: CardField, value: string) => {
    const shaped = field === 'number' ? formatCardNumber(value) : field === 'expiry' ? formatExpiry(value) : value.replace(/\D/g, '').slice(0, 4);
    setCard((current) => ({ ...current, [field]: shaped }));
    clearError(field);
  };

  /** The card's payment method id from the form shown: Stripe's card field when mounted, else the test card form. */
  const createCardMethod = async (next: PlanPaymentErrors): Promise<string | null> => {
    const stripe = stripeCard.current;
    if (stripe) {
      const created = await stripe.createPaymentMethod();
      if (created.ok) return created.paymentMethodId;
      next.number = created.message;
      toast.error(created.message, { duration: 1500 });
      return null;
    }
    const created = createTestPaymentMethod(card, new Date());
    if (created.ok) return created.paymentMethodId;
    for (const [field, problem] of Object.entries(created.problems) as [CardField, CardProblem][]) {
      next[field] = t(`card.problems.${problem}`);
    }
    if (created.problems.number === 'numberUnknown') toast.error(t('card.problems.numberUnknown'), { duration: 1500 });
    return null;
  };

  const prepare = async ({ focus }: { focus: boolean }): Promise<PlanPaymentChoice | null> => {
    const next: PlanPaymentErrors = {};
    if (!quote.ok) next.quantity = translate('Quantity can not be zero.');
    const paymentMethodId = await createCardMethod(next);
    setErrors(next);
    const first = fieldOrder.find((field) => next[field]);
    if (first) {
      if (focus && first !== 'quantity' && stripeCard.current) stripeCard.current.focus();
      else if (focus) refs[first].current?.focus();
      return null;
    }
    if (!paymentMethodId || !quote.ok) return null;
    return { authorization_key: paymentMethodId, plan, quantity: quote.quantity };
  };

  /** Field messages from the server: a card refusal (authorization_key) goes under the card number. */
  const showServerErrors = (serverErrors: Readonly<Record<string, string>>) => {
    const next: PlanPaymentErrors = {};
    if (serverErrors.authorization_key) next.number = translate(serverErrors.authorization_key);
    if (serverErrors.quantity) next.quantity = translate(serverErrors.quantity);
    if (serverErrors.plan) next.quantity ??= translate(serverErrors.plan);
    if (Object.keys(next).length > 0) setErrors((current) => ({ ...current, ...next }));
  };

  return {
    plan,
    setPlan,
    quantityText,
    setQuantity,
    decrement,
    increment,
    amountMinor: quote.ok ? quote.amountMinor : null,
    card,
    setCardField,
    clearCardError: () => clearError('number'),
    stripeCard,
    errors,
    refs,
    prepare,
    showServerErrors,
  };
}

export type PlanPayment = ReturnType<typeof usePlanPayment>;
