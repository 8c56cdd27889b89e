import { useId, useState, type KeyboardEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/paths';
import { useCheckoutLogin } from '../api/checkout-login';
import type { CheckoutFormValues } from '../lib/checkout-form';
import { formMessages } from '../lib/checkout-messages';
import { FieldError } from '../../../shared/ui/form/field-error';
import { FieldLabel } from '../../../shared/ui/form/field-label';
import { TextField } from '../../../shared/ui/form/text-field';
import { useMessage } from '../hooks/use-message';

interface ContactStepProps {
  form: UseFormReturn<CheckoutFormValues>;
  /** The signed-in member's e-mail, or null for a guest. */
  memberEmail: string | null;
  startAsLogin: boolean;
  sluguser: string | null;
  /** After a login: the page moves on to the address step. */
  onLoggedIn: () => void;
  /** The member's get-shipping button. */
  onGetShipping: () => void;
  isLoadingShipping: boolean;
}

/**
 * Checkout §2 step 1: a guest types an e-mail, or logs in (e-mail and password; nothing is sent
 * while either is missing); a member sees their fixed e-mail and the get-shipping button.
 */
export function ContactStep(props: ContactStepProps) {
  const { t } = useTranslation('checkout');
  const { form, memberEmail } = props;
  const [mode, setMode] = useState<'guest' | 'login'>(props.startAsLogin ? 'login' : 'guest');

  if (memberEmail !== null) {
    return (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink">
          <span className="text-ink-muted">{t('contact.loggedInAs')}</span>{' '}
          <strong className="font-semibold break-all" data-testid="member-email">
            {memberEmail}
          </strong>
        </p>
        <button type="button" onClick={props.onGetShipping} disabled={props.isLoadingShipping} className="btn-outline">
          {props.isLoadingShipping ? t('contact.loadingShipping') : t('contact.getShipping')}
        </button>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="sr-only">{t('contact.chooseLabel')}</legend>
        <div className="grid grid-cols-2 gap-2 rounded-full bg-cream-dark p-1">
          {(['guest', 'login'] as const).map((choice) => (
            <label
              key={choice}
              className={`flex min-h-11 cursor-pointer items-center justify-center rounded-full px-3 text-center text-sm font-semibold transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold ${
                mode === choice ? 'bg-white text-brand shadow-sm' : 'text-ink-muted hover:text-ink'
              }`}
            >
              <input type="radio" name="contact-mode" value={choice} checked={mode === choice} onChange={() => setMode(choice)} className="sr-only" />
              {t(choice === 'guest' ? 'contact.guest' : 'contact.login')}
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'guest' ? (
        <TextField
          label={t('contact.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          registration={form.register('email')}
          error={form.formState.errors.email?.message}
          isRequired
        />
      ) : (
        <LoginPanel sluguser={props.sluguser} onCancel={() => setMode('guest')} onLoggedIn={props.onLoggedIn} />
      )}
    </div>
  );
}

/** The login part of the contact step: not a form of its own (it sits inside the checkout form). */
function LoginPanel({ sluguser, onCancel, onLoggedIn }: { sluguser: string | null; onCancel: () => void; onLoggedIn: () => void }) {
  const { t } = useTranslation('checkout');
  const translate = useMessage();
  const id = useId();
  const login = useCheckoutLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});

  const submit = async () => {
    const next = {
      ...(email.trim() === '' ? { email: formMessages.emailRequired } : {}),
      ...(password === '' ? { password: formMessages.passwordRequired } : {}),
    };
    setErrors(next);
    if (next.email || next.password) return;
    try {
      await login.mutateAsync({ email: email.trim(), password });
      toast.success(t('contact.signedIn'));
      onLoggedIn();
    } catch (error) {
      toast.error(isApiError(error) ? (translate(error.message) ?? error.message) : t('contact.loginFailed'));
    }
  };
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void submit();
  };

  return (
    <div className="space-y-4" role="group" aria-label={t('contact.login')}>
      <div>
        <FieldLabel htmlFor={`${id}-email`} isRequired>
          {t('contact.email')}
        </FieldLabel>
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onKeyDown={onEnter}
          aria-required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          className={`field-input ${errors.email ? 'border-red-700' : ''}`}
        />
        <FieldError id={`${id}-email-error`} message={errors.email} />
      </div>
      <div>
        <FieldLabel htmlFor={`${id}-password`} isRequired>
          {t('contact.password')}
        </FieldLabel>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          onKeyDown={onEnter}
          aria-required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
          className={`field-input ${errors.password ? 'border-red-700' : ''}`}
        />
        <FieldError id={`${id}-password-error`} message={errors.password} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={() => void submit()} disabled={login.isPending} className="btn-primary">
          {login.isPending ? t('contact.loggingIn') : t('contact.loginButton')}
        </button>
        <button type="button" onClick={onCancel} className="btn text-brand hover:bg-sage-light">
          {t('contact.cancel')}
        </button>
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span>
          {t('contact.noAccount')}{' '}
          <Link to={paths.signup(sluguser)} className="font-medium text-brand underline underline-offset-2">
            {t('contact.register')}
          </Link>
        </span>
        <Link to={paths.forgetPassword(sluguser)} className="font-medium text-brand underline underline-offset-2">
          {t('contact.lostPassword')}
        </Link>
      </p>
    </div>
  );
}
