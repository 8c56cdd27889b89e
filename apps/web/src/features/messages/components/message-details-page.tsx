import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/paths';
import { useReferralSlug, useSessionStore } from '../../../shared/session/session-store';
import { useSignOutWhenUnauthenticated } from '../../../shared/session/use-sign-out-when-unauthenticated';
import { SafeHtml } from '../../../shared/ui/safe-html';
import { Spinner } from '../../../shared/ui/spinner';
import { useMessage } from '../api/messages';
import { formatReceived } from '../lib/format-received';
import { DeleteMessageButton } from './delete-message-button';
import { LoadFailed, MessagesSection } from './messages-section';

/**
 * Message detail (accounts §2.10, §3): sender, subject and the body. The server cleaned the body
 * when it was stored and again when it answered; SafeHtml cleans it once more in the browser.
 */
export function MessageDetailsPage() {
  const { t } = useTranslation('messages');
  const { t: tr } = useTranslation();
  const { id = '' } = useParams();
  const language = useSessionStore((state) => state.language);
  const sluguser = useReferralSlug();
  const navigate = useNavigate();
  const query = useMessage(id);
  useSignOutWhenUnauthenticated(query.error);
  const message = query.data?.message;
  const back = (
    <Link to={paths.messageList(sluguser)} className="text-sm font-medium text-brand underline underline-offset-2">
      {t('detail.back')}
    </Link>
  );

  return (
    <MessagesSection title={message?.subject ?? tr('routes.messageDetails')} actions={back}>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <LoadFailed message={isApiError(query.error) && (query.error.isNotFound || query.error.status === 400) ? t('detail.notFound') : t('detail.failed')} />
      ) : message ? (
        <article className="rounded-2xl border border-cream-dark bg-white p-4 sm:p-6" data-testid="message-detail">
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-ink-muted">{t('detail.from')}</dt>
            <dd className="font-semibold" data-testid="message-from">
              {message.from}
            </dd>
            <dt className="text-ink-muted">{t('detail.subject')}</dt>
            <dd className="break-words" data-testid="message-subject">
              {message.subject}
            </dd>
            <dt className="text-ink-muted">{t('detail.received')}</dt>
            <dd>
              <time dateTime={message.created_at}>{formatReceived(message.created_at, language)}</time>
            </dd>
          </dl>
          <SafeHtml html={message.body} className="prose-content mt-5 border-t border-cream-dark pt-5 break-words" data-testid="message-body" />
          <div className="mt-6 flex justify-end">
            <DeleteMessageButton id={message.id} subject={message.subject} onDeleted={() => void navigate(paths.messageList(sluguser))} />
          </div>
        </article>
      ) : null}
    </MessagesSection>
  );
}
