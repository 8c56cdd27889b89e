import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lazyToast as toast } from '../../../shared/ui/lazy-toast';
import { isApiError } from '../../../shared/api/api-error';
import { useSessionStore } from '../../../shared/session/session-store';
import { subscribeNewsletter } from '../api/subscribe-newsletter';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Errors = Partial<Record<'email' | 'consent', string>>;

/**
 * The footer's newsletter box. Consent is explicit: the box is unticked by default, required,
 * and its exact sentence is sent with the address.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const id = useId();
  const [email, setEmail] = useState('');
  const [hasConsent, setHasConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);

  const mutation = useMutation({
    mutationFn: subscribeNewsletter,
    onSuccess: () => {
      // The server's message is English; the visitor reads the same words in their language.
      toast.success(t('footer.subscribed'), { duration: 2500 });
      setEmail('');
      setHasConsent(false);
    },
    onError: (error) => {
      // Field messages from the server are shown under their field; anything else as a toast.
      const fields = isApiError(error) ? error.fieldErrors : {};
      if (fields.email || fields.consent) {
        setErrors({ email: fields.email, consent: fields.consent });
        (fields.email ? emailRef : consentRef).current?.focus();
        return;
      }
      const isServerMessage = isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 404;
      toast.error(isServerMessage ? error.message : t('footer.subscribeFailed'), { duration: 3000 });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = {};
    if (!emailPattern.test(email.trim())) next.email = t('footer.invalidEmail');
    if (!hasConsent) next.consent = t('footer.consentRequired');
    setErrors(next);
    // Keyboard and screen-reader users land on the first field to fix.
    if (next.email) return emailRef.current?.focus();
    if (next.consent) return consentRef.current?.focus();
    // The consent sentence goes as shown, in the visitor's language, with that language.
    mutation.mutate({ email: email.trim(), consent: true, consent_text: t('footer.consent'), language });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-4">
      <div>
        <h2 id={`${id}-title`} className="font-serif text-xl text-cream">
          {t('footer.newsletterTitle')}
        </h2>
        <p className="mt-1 text-sm text-cream/85">{t('footer.newsletterText')}</p>
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-medium text-cream">
          {t('footer.emailLabel')}
        </label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('footer.emailPlaceholder')}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          className="field-input"
        />
        {errors.email && (
          <p id={`${id}-email-error`} className="mt-1 text-sm font-medium text-gold-light">
            {errors.email}
          </p>
        )}
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input
            ref={consentRef}
            id={`${id}-consent`}
            type="checkbox"
            name="consent"
            required
            checked={hasConsent}
            onChange={(event) => setHasConsent(event.target.checked)}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
            className="mt-1 size-5 shrink-0 accent-gold"
          />
          <label htmlFor={`${id}-consent`} className="text-sm leading-5 text-cream/90">
            {t('footer.consent')}
          </label>
        </div>
        {errors.consent && (
          <p id={`${id}-consent-error`} className="mt-1 text-sm font-medium text-gold-light">
            {errors.consent}
          </p>
        )}
      </div>
      <button type="submit" className="btn-gold w-full sm:w-auto" disabled={mutation.isPending}>
        {mutation.isPending ? t('footer.subscribing') : t('footer.subscribe')}
      </button>
    </form>
  );
}
