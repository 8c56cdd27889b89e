import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { changePasswordRequestSchema } from '@upline/contract/accounts';
import { isApiError } from '../../../shared/api/api-error';
import { useChangePassword } from '../api/change-password';
import { PasswordField } from './form/password-field';
import { PasswordStrengthMeter } from './form/password-strength-meter';
import { SubmitButton } from './form/submit-button';
import { useFieldMessage } from './form/use-field-message';
import { MemberPage } from './member-page';
import { FieldMessages } from '../../../shared/ui/form/field-messages';

/** Change Password (accounts §2.10): old and new, both required; the server's message either way. */
export function ChangePasswordPage() {
  const { t } = useTranslation('accounts');
  const { t: tr } = useTranslation();
  const translate = useFieldMessage();
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(changePasswordRequestSchema), defaultValues: { old_password: '', new_password: '' } });
  const { errors } = form.formState;
  const newPassword = form.watch('new_password');

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await change.mutateAsync(values);
      toast.success(translate(answer.message) ?? answer.message);
      form.reset();
    } catch (error) {
      toast.error(isApiError(error) ? translate(error.message) : t('changePassword.failed'));
      if (!isApiError(error)) return;
      for (const field of ['old_password', 'new_password'] as const) {
        const message = error.fieldErrors[field];
        if (message) form.setError(field, { message }, { shouldFocus: true });
      }
    }
  });

  return (
    <FieldMessages translate={translate}>
      <MemberPage title={tr('routes.changePassword')} intro={t('changePassword.intro')}>
        <form onSubmit={submit} noValidate className="max-w-md space-y-5">
          <PasswordField
            label={t('fields.oldPassword')}
            autoComplete="current-password"
            registration={form.register('old_password')}
            error={errors.old_password?.message}
            isRequired
          />
          <div>
            <PasswordField
              label={t('fields.newPassword')}
              autoComplete="new-password"
              registration={form.register('new_password')}
              error={errors.new_password?.message}
              isRequired
            />
            <PasswordStrengthMeter password={newPassword} />
          </div>
          <SubmitButton isBusy={change.isPending} busyLabel={t('changePassword.submitting')}>
            {t('changePassword.submit')}
          </SubmitButton>
        </form>
      </MemberPage>
    </FieldMessages>
  );
}
