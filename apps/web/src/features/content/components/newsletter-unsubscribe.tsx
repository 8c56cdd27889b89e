import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentMeta } from '../../../shared/document-meta';
import { paths } from '../../../shared/paths';
import { MailIcon } from '../../../shared/ui/icons';
import { unsubscribeNewsletter } from '../api/unsubscribe-newsletter';
import { readUnsubscribeToken } from '../lib/unsubscribe-token';

/**
 * /newsletter/unsubscribe#token=...: the page every newsletter links to. The visitor confirms
 * with one button (a mail scanner opening the link unsubscribes nobody), and the token from the
 * link is posted to POST newsletter/unsubscribe.
 */
export function NewsletterUnsubscribe() {
  const { t } = useTranslation('content');
  const location = useLocation();
  // Read once: the token stays with the page even if the address bar changes.
  const [token] = useState(() => readUnsubscribeToken(location.hash, location.search));
  const mutation = useMutation({ mutationFn: unsubscribeNewsletter });
  useDocumentMeta(t('unsubscribe.title'));

  const isInvalid = !token || (isApiError(mutation.error) && (mutation.error.isNotFound || mutation.error.status === 400));
  return (
    <section className="container-page flex flex-col items-center py-16 text-center sm:py-24">
      <span className="mb-6 inline-flex size-16 items-center justify-center rounded-full bg-sage-light text-brand">
        <MailIcon className="size-8" />
      </span>
      <h1 className="text-3xl sm:text-4xl">{t('unsubscribe.title')}</h1>
      <div className="mt-4 max-w-xl text-lg text-ink-muted" aria-live="polite">
        {mutation.isSuccess ? (
          <p role="status">{t('unsubscribe.done')}</p>
        ) : isInvalid ? (
          <p role="alert">{t('unsubscribe.invalid')}</p>
        ) : mutation.isError ? (
          <p role="alert">{t('unsubscribe.failed')}</p>
        ) : (
          <p>{t('unsubscribe.confirm')}</p>
        )}
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {token && !mutation.isSuccess && !isInvalid && (
          <button type="button" className="btn-primary" disabled={mutation.isPending} onClick={() => mutation.mutate(token)}>
            {mutation.isPending ? t('unsubscribe.working') : t('unsubscribe.button')}
          </button>
        )}
        <Link to={paths.home()} className="btn-outline">
          {t('unsubscribe.home')}
        </Link>
      </div>
    </section>
  );
}
