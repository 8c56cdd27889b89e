import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { forgotPasswordRequestSchema } from '@upline/contract/accounts';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/paths';
import { useReferralSlug } from '../../../shared/session/session-store';
import { useForgotPassword } from '../api/forgot-password';
import { SubmitButton } from './form/submit-button';
import { TextField } from '../../../shared/ui/form/text-field';
import { useFieldMessage } from './form/use-field-message';
import { FieldMessages } from '../../../shared/ui/form/field-messages';

/**
 * ForgetPassword (accounts §2.10): an e-mail, required and valid, and Submit. The server's
 * message is shown (the same whether or not an account exists); a failure shows its error.
 */
export function ForgetPasswordPage() {
  const { t } = useTranslation('accounts');
  const translate = useFieldMessage();
  const { sluguser } = useParams();
  const storedSlug = useReferralSlug();
  const forgot = useForgotPassword();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordRequestSchema), defaultValues: { email: '' } });

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await forgot.mutateAsync(values);
      const message = translate(answer.message) ?? answer.message;
      setSentMessage(message);
      toast.success(message);
    } catch (error) {
      const message = isApiError(error) ? translate(error.message) : t('forgetPassword.failed');
      toast.error(message);
      if (isApiError(error) && error.fieldErrors.email) form.setError('email', { message: error.fieldErrors.email });
    }
  });

  return (
    <FieldMessages translate={translate}>
      <div className="container-page flex justify-center py-10 sm:py-16">
        <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-3xl">{t('forgetPassword.title')}</h1>
          <p className="mt-2 mb-6 text-ink-muted">{t('forgetPassword.intro')}</p>
          <form onSubmit={submit} noValidate className="space-y-5">
            <TextField
              label={t('fields.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              registration={form.register('email')}
              error={form.formState.errors.email?.message}
              isRequired
            />
            <SubmitButton isBusy={forgot.isPending} busyLabel={t('forgetPassword.submitting')} className="w-full">
              {t('forgetPassword.submit')}
            </SubmitButton>
          </form>
          <div role="status" className="mt-5 empty:hidden">
            {sentMessage && <p className="rounded-lg bg-sage-light p-3 text-sm text-ink">{sentMessage}</p>}
          </div>
          <p className="mt-6 text-center text-sm">
            <Link to={paths.signin(sluguser ?? storedSlug)} className="font-medium text-brand underline underline-offset-2">
              {t('forgetPassword.backToSignin')}
            </Link>
          </p>
        </div>
      </div>
    </FieldMessages>
  );
}
