import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { resetPasswordRequestSchema } from '@upline/contract/accounts';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentMeta } from '../../../shared/document-meta';
import { paths } from '../../../shared/paths';
import { useResetPassword } from '../api/reset-password';
import { knownMessages } from '../lib/messages';
import { tokenFromHash } from '../lib/token-from-hash';
import { PasswordField } from './form/password-field';
import { PasswordStrengthMeter } from './form/password-strength-meter';
import { SubmitButton } from './form/submit-button';
import { useFieldMessage } from './form/use-field-message';
import { FieldMessages } from '../../../shared/ui/form/field-messages';

const resetFormSchema = z
  .object({ password: resetPasswordRequestSchema.shape.password, password_confirmation: z.string() })
  .refine((values) => values.password_confirmation !== '', { path: ['password_confirmation'], message: knownMessages.required })
  .refine((values) => values.password_confirmation === '' || values.password_confirmation === values.password, {
    path: ['password_confirmation'],
    message: knownMessages.passwordMismatch,
  });

/**
 * /reset-password#token=...: the e-mailed link's page. The token stays in the fragment (never sent
 * to a server in a URL) and is taken off the address bar once read. A new password and its
 * confirmation; success says so and goes to Signin.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('accounts');
  const translate = useFieldMessage();
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromHash(location.hash));
  const reset = useResetPassword();
  const form = useForm({ resolver: zodResolver(resetFormSchema), defaultValues: { password: '', password_confirmation: '' } });
  const password = form.watch('password');
  useDocumentMeta(t('resetPassword.title'));

  // The token is kept in memory only: out of the history and the address bar.
  const { hash, pathname, search } = location;
  useEffect(() => {
    if (hash) void navigate({ pathname, search, hash: '' }, { replace: true });
  }, [hash, pathname, search, navigate]);

  const submit = form.handleSubmit(async (values) => {
    if (!token) return;
    try {
      const answer = await reset.mutateAsync({ token, password: values.password });
      toast.success(translate(answer.message) ?? answer.message);
      void navigate(paths.signin(), { replace: true });
    } catch (error) {
      toast.error(isApiError(error) ? translate(error.message) : t('resetPassword.failed'));
    }
  });

  return (
    <FieldMessages translate={translate}>
      <div className="container-page flex justify-center py-10 sm:py-16">
        <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-3xl">{t('resetPassword.title')}</h1>
          {token ? (
            <>
              <p className="mt-2 mb-6 text-ink-muted">{t('resetPassword.intro')}</p>
              <form onSubmit={submit} noValidate className="space-y-5">
                <div>
                  <PasswordField
                    label={t('fields.newPassword')}
                    autoComplete="new-password"
                    registration={form.register('password')}
                    error={form.formState.errors.password?.message}
                    isRequired
                  />
                  <PasswordStrengthMeter password={password} />
                </div>
                <PasswordField
                  label={t('fields.passwordConfirmation')}
                  autoComplete="new-password"
                  registration={form.register('password_confirmation')}
                  error={form.formState.errors.password_confirmation?.message}
                  isRequired
                />
                <SubmitButton isBusy={reset.isPending} busyLabel={t('resetPassword.submitting')} className="w-full">
                  {t('resetPassword.submit')}
                </SubmitButton>
              </form>
            </>
          ) : (
            <div className="mt-4 space-y-4">
              <p role="alert" className="rounded-lg bg-cream p-3 text-ink">
                {translate(knownMessages.invalidResetToken)}
              </p>
              <Link to={paths.forgetPassword()} className="btn-primary">
                {t('resetPassword.requestNew')}
              </Link>
            </div>
          )}
        </div>
      </div>
    </FieldMessages>
  );
}
