import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { loginRequestSchema } from '@upline/contract/accounts';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/paths';
import { useLogin } from '../api/login';
import { afterSigninPath, returnPathFrom } from '../lib/after-signin-path';
import { PasswordField } from './form/password-field';
import { SubmitButton } from './form/submit-button';
import { TextField } from '../../../shared/ui/form/text-field';
import { useFieldMessage } from './form/use-field-message';
import { FieldMessages } from '../../../shared/ui/form/field-messages';

/**
 * Signin (accounts §2.4): e-mail and password, nothing sent while either is missing. Success goes
 * to Plan (a scholar whose plan is stopped), the page the member was sent from, DashboardUser or
 * Dashboard; a failure shows the server's message.
 */
export function SigninForm({ sluguser }: { sluguser: string | null }) {
  const { t } = useTranslation('accounts');
  const translate = useFieldMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const form = useForm({ resolver: zodResolver(loginRequestSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await login.mutateAsync(values);
      toast.success(translate(answer.message) ?? answer.message);
      void navigate(afterSigninPath(answer.user, sluguser, returnPathFrom(location.state)), { replace: true });
    } catch (error) {
      toast.error(isApiError(error) ? translate(error.message) : t('signin.failed'));
      if (isApiError(error)) {
        for (const field of ['email', 'password'] as const) {
          const message = error.fieldErrors[field];
          if (message) form.setError(field, { message });
        }
      }
    }
  });

  return (
    <FieldMessages translate={translate}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          registration={form.register('email')}
          error={errors.email?.message}
          isRequired
        />
        <div>
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            registration={form.register('password')}
            error={errors.password?.message}
            isRequired
          />
          <p className="mt-2 text-right text-sm">
            <Link to={paths.forgetPassword(sluguser)} className="font-medium text-brand underline underline-offset-2 hover:text-brand-dark">
              {t('signin.lostPassword')}
            </Link>
          </p>
        </div>
        <SubmitButton isBusy={login.isPending} busyLabel={t('signin.submitting')} className="w-full">
          {t('signin.submit')}
        </SubmitButton>
      </form>
    </FieldMessages>
  );
}
