import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths';
import { useReferralSlug, useSessionStore } from '../../../shared/session/session-store';
import { useSignOutWhenUnauthenticated } from '../../../shared/session/use-sign-out-when-unauthenticated';
import { Spinner } from '../../../shared/ui/spinner';
import { useInbox } from '../api/messages';
import { formatReceived } from '../lib/format-received';
import { DeleteMessageButton } from './delete-message-button';
import { LoadFailed, MessagesSection } from './messages-section';

const pageOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/**
 * In-Box (accounts §2.10): each message with its sender's name and subject, a Details link and
 * Delete (asked first, §5). New messages are marked; the page is in the address.
 */
export function InboxPage() {
  const { t } = useTranslation('messages');
  const { t: tr } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const sluguser = useReferralSlug();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const inbox = useInbox(page);
  useSignOutWhenUnauthenticated(inbox.error);
  const messages = inbox.data?.messages ?? [];
  const pages = inbox.data?.pagination.pages ?? 1;

  return (
    <MessagesSection
      title={tr('routes.messageList')}
      intro={inbox.data && inbox.data.unread > 0 ? t('inbox.unreadCount', { count: inbox.data.unread }) : t('inbox.intro')}
      actions={
        <Link to={paths.messageCompose(sluguser)} className="btn-primary min-h-11">
          {t('inbox.compose')}
        </Link>
      }
    >
      {inbox.isPending ? (
        <Spinner />
      ) : inbox.isError ? (
        <LoadFailed message={t('inbox.failed')} />
      ) : messages.length === 0 ? (
        <p className="rounded-2xl border border-cream-dark bg-white p-6 text-ink-muted">{t('inbox.empty')}</p>
      ) : (
        <ul className="grid gap-3" aria-label={tr('routes.messageList')}>
          {messages.map((m) => (
            <li key={m.id} data-testid="inbox-message" data-message-id={m.id} className={`rounded-2xl border bg-white p-4 sm:p-5 ${m.is_read ? 'border-cream-dark' : 'border-brand'}`}>
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="text-sm text-ink-muted">
                    <span className="sr-only">{t('inbox.from')}: </span>
                    <span className="font-semibold text-ink" data-testid="message-from">
                      {m.from}
                    </span>
                    {' · '}
                    <time dateTime={m.created_at}>{formatReceived(m.created_at, language)}</time>
                    {!m.is_read && <span className="ml-2 rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-cream">{t('inbox.unread')}</span>}
                  </p>
                  <h2 className={`mt-1 font-sans text-base break-words ${m.is_read ? 'font-normal' : 'font-semibold'}`} data-testid="message-subject">
                    <span className="sr-only">{t('inbox.subject')}: </span>
                    {m.subject}
                  </h2>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Link to={paths.messageListDetails(m.id, sluguser)} className="btn-primary min-h-10" aria-label={t('inbox.detailsOf', { subject: m.subject })}>
                    {t('inbox.details')}
                  </Link>
                  <DeleteMessageButton id={m.id} subject={m.subject} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="mt-6 flex items-center justify-between gap-3" aria-label={t('inbox.page', { page, pages })}>
          <button type="button" className="btn-outline min-h-10" disabled={page <= 1} onClick={() => setParams(page - 1 <= 1 ? {} : { page: String(page - 1) })}>
            {t('inbox.previous')}
          </button>
          <span className="text-sm text-ink-muted">{t('inbox.page', { page, pages })}</span>
          <button type="button" className="btn-outline min-h-10" disabled={page >= pages} onClick={() => setParams({ page: String(page + 1) })}>
            {t('inbox.next')}
          </button>
        </nav>
      )}
    </MessagesSection>
  );
}
