import { SignupScreen } from '../../../features/accounts/components/signup/signup-screen';
import { PlanPaymentFields } from '../../../features/subscriptions/components/plan-payment-fields';
import { usePlanPayment } from '../../../features/subscriptions/hooks/use-plan-payment';

/**
 * SignupScholar (accounts §2.7): the ambassador form plus the website fee step of the
 * subscriptions capability (monthly or annual, quantity, card), whose payment method id, plan
 * and quantity travel with the registration.
 */
export function SignupScholarPage() {
  const payment = usePlanPayment();
  return (
    <SignupScreen
      kind="scholar"
      paymentStep={{
        render: (currency) => <PlanPaymentFields payment={payment} currency={currency} />,
        prepare: payment.prepare,
        showServerErrors: payment.showServerErrors,
      }}
    />
  );
}
