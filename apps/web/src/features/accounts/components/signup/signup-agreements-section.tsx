import type { UseFormReturn } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '../../../../shared/paths';
import type { SignupValues } from '../../lib/signup-values';
import { CheckboxField } from '../../../../shared/ui/form/checkbox-field';
import { FormSection } from '../form/form-section';
import { SubmitButton } from '../form/submit-button';

/** Agreements (accounts §2.6): the terms box, linking to the terms in a new tab; e-mail updates; Sign Up. */
export function SignupAgreementsSection({ form, isBusy }: { form: UseFormReturn<SignupValues>; isBusy: boolean }) {
  const { t } = useTranslation('accounts');
  const { errors } = form.formState;
  const termsLink = (
    <a
      href={paths.cmsPage('terms')}
      target="_blank"
      rel="noopener"
      className="font-medium text-brand underline underline-offset-2 hover:text-brand-dark"
    />
  );
  return (
    <FormSection title={t('signup.sections.agreements')}>
      <div className="space-y-4">
        <CheckboxField
          label={
            <Trans t={t} i18nKey="signup.terms" components={{ terms: termsLink, newTab: <span className="sr-only" /> }} />
          }
          registration={form.register('terms')}
          error={errors.terms?.message}
          aria-required
        />
        <CheckboxField label={t('signup.emailUpdates')} registration={form.register('email_updates')} />
        <SubmitButton isBusy={isBusy} busyLabel={t('signup.submitting')} className="w-full sm:w-auto sm:min-w-48">
          {t('signup.submit')}
        </SubmitButton>
      </div>
    </FormSection>
  );
}
