import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentMeta } from '../../../shared/document-meta';
import { paths } from '../../../shared/paths';
import { MailIcon } from '../../../shared/ui/icons';
import { unsubscribeFromNotices } from '../api/messages';

/** The token of the link, from the fragment (#token=...), where mail links carry it. */
function tokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && token.length <= 200 ? token : null;
}

/**
 * /message-notices/unsubscribe#token=...: the page a new-message e-mail links to. The member
 * confirms with one button (a mail scanner opening the link unsubscribes nobody).
 */
export function NoticeUnsubscribePage() {
  const { t } = useTranslation('messages');
  const location = useLocation();
  const [token] = useState(() => tokenOf(location.hash));
  const mutation = useMutation({ mutationFn: unsubscribeFromNotices });
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
