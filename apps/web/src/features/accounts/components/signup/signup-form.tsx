import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '../../../../shared/api/api-error';
import { useSessionStore } from '../../../../shared/session/session-store';
import { useRegister } from '../../api/register';
import { afterSigninPath } from '../../lib/after-signin-path';
import { toRegisterPayload } from '../../lib/signup-payload';
import { isSignupField, signupResolver } from '../../lib/signup-validation';
import { emptySignupValues, type SignupKind } from '../../lib/signup-values';
import { FormSection } from '../form/form-section';
import { useFieldMessage } from '../form/use-field-message';
import { SignupAddressSection } from './signup-address-section';
import { SignupAgreementsSection } from './signup-agreements-section';
import { SignupLinkNameSection } from './signup-link-name-section';
import type { SignupPaymentStep } from './signup-payment-step';
import { SignupPersonalSection } from './signup-personal-section';
import { FieldMessages } from '../../../../shared/ui/form/field-messages';

interface SignupFormProps {
  kind: SignupKind;
  /** The enrolling sponsor's id for referal_id; null lets the server use the default sponsor. */
  referalId: number | null;
  /** The link name of the referral scope, for the dashboard to go to afterwards. */
  sluguser: string | null;
  paymentStep?: SignupPaymentStep;
}

/**
 * The three signup forms (accounts §2.5-2.7, §4, §5). A valid form posts the registration with
 * the form's member type and the referral's sponsor; success signs the member in, shows the
 * server's message and goes to DashboardUser or Dashboard; a failure shows the error text and
 * puts field messages under their fields.
 */
export function SignupForm({ kind, referalId, sluguser, paymentStep }: SignupFormProps) {
  const { t } = useTranslation('accounts');
  const translate = useFieldMessage();
  const navigate = useNavigate();
  const registration = useRegister();
  const shoppingCountry = useSessionStore((state) => state.userCountry);
  const language = useSessionStore((state) => state.language);
  const form = useForm({ resolver: signupResolver(kind), defaultValues: emptySignupValues(shoppingCountry, language) });
  const currency = form.watch('currency') === 'CAD' ? 'CAD' : 'USD';
  const hasLink = kind !== 'customer';

  const submit = form.handleSubmit(
    async (values) => {
      const extras = paymentStep ? await paymentStep.prepare({ focus: true }) : undefined;
      if (extras === null) return;
      const payload = toRegisterPayload(values, { kind, referalId, shoppingCountry, extras });
      try {
        const answer = await registration.mutateAsync(payload);
        toast.success(translate(answer.message) ?? t('signup.success'), { duration: 2500 });
        void navigate(afterSigninPath(answer.user, sluguser), { replace: true });
      } catch (error) {
        if (!isApiError(error)) return void toast.error(t('signup.failed'), { duration: 2500 });
        toast.error(translate(error.message), { duration: 2500 });
        const stepErrors: Record<string, string> = {};
        let isFirst = true;
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (isSignupField(field)) {
            form.setError(field, { message }, { shouldFocus: isFirst });
            isFirst = false;
          } else stepErrors[field] = message;
        }
        paymentStep?.showServerErrors(stepErrors);
      }
    },
    // The payment step shows its own messages beside the form's.
    () => void paymentStep?.prepare({ focus: false }),
  );

  const titles = {
    customer: { personal: t('signup.sections.personal'), address: t('signup.sections.addresses') },
    ambassador: { personal: t('signup.sections.ambassador'), address: t('signup.sections.enrollmentSummary') },
    scholar: { personal: t('signup.sections.scholar'), address: t('signup.sections.enrollmentSummary') },
  }[kind];

  return (
    <FieldMessages translate={translate}>
      <form onSubmit={submit} noValidate className="space-y-6">
        <SignupPersonalSection form={form} title={titles.personal} />
        {hasLink && (
          <FormSection title={t('signup.sections.replicatedSite')}>
            <SignupLinkNameSection form={form} />
          </FormSection>
        )}
        <SignupAddressSection form={form} kind={kind} title={titles.address} />
        {paymentStep && (
          <FormSection title={t('signup.sections.payment')}>{paymentStep.render(currency)}</FormSection>
        )}
        <SignupAgreementsSection form={form} isBusy={registration.isPending} />
      </form>
    </FieldMessages>
  );
}
