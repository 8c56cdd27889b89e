import './admin-texts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentMeta } from '../../../shared/document-meta';
import { toast } from 'sonner';
import { isApiError } from '../../../shared/api/api-error';
import { outboxQueryOptions, useRetryEmail } from './operations-api';
import { StaffGate } from './staff-gate';
import { currentLocale } from '../../../shared/format/locale';

const statuses = ['failed', 'pending', 'sent'] as const;

/** Staff: the latest e-mails the shop queued, sent or could not send, with why. */
export function AdminOutboxPage() {
  const { t, i18n } = useTranslation('operationsAdmin');
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const messages = useQuery(outboxQueryOptions(status));
  const retry = useRetryEmail();
  const sendAgain = async (id: number) => {
    try {
      const answer = await retry.mutateAsync(id);
      toast.success(t(answer.is_requeued ? 'outbox.requeued' : answer.status === 'sent' ? 'outbox.alreadySent' : 'outbox.alreadyQueued'));
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('outbox.retryFailed'));
    }
  };
  useDocumentMeta(t('outbox.title'));
  const when = (iso: string) => new Intl.DateTimeFormat(currentLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h1 className="text-3xl">{t('outbox.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('outbox.intro')}</p>
      <div role="group" aria-label={t('outbox.filter')} className="mt-4 flex flex-wrap gap-2">
        {[null, ...statuses].map((s) => (
          <button
            key={s ?? 'all'}
            type="button"
            aria-pressed={status === s}
            onClick={() => setParams(s ? { status: s } : {})}
            className={`min-h-11 rounded-full px-4 ${status === s ? 'bg-brand text-white' : 'border border-cream-dark bg-white text-ink'}`}
          >
            {t(`outbox.statuses.${s ?? 'all'}`)}
          </button>
        ))}
      </div>
      <StaffGate error={messages.error} isPending={messages.isPending}>
        {() =>
          messages.data && messages.data.length > 0 ? (
            <ul className="mt-4 grid gap-3">
              {messages.data.map((m) => (
                <li key={m.id} className="rounded-xl border border-cream-dark p-4 text-sm" data-testid="outbox-message">
                  <p className="font-semibold break-words">{m.subject}</p>
                  <p className="break-all text-ink-muted">
                    {m.to} · {m.template}
                  </p>
                  <p>
                    <span className={`font-medium ${m.status === 'failed' ? 'text-red-800' : ''}`}>{t(`outbox.statuses.${m.status}`)}</span> · {when(m.created_at)}
                    {m.sent_at ? ` · ${t('outbox.sentAt', { date: when(m.sent_at) })}` : ''} · {t('outbox.attempts', { count: m.attempts })}
                  </p>
                  {m.last_error ? <p className="mt-1 text-red-800">{m.last_error}</p> : null}
                  {m.status === 'failed' ? (
                    <button
                      type="button"
                      className="btn-outline mt-2"
                      disabled={retry.isPending && retry.variables === m.id}
                      onClick={() => void sendAgain(m.id)}
                      aria-label={t('outbox.retryLabel', { subject: m.subject })}
                    >
                      {t('outbox.retry')}
                    </button>
                  ) : null}
                  <details className="mt-2">
                    <summary className="min-h-11 cursor-pointer content-center font-medium text-brand">{t('outbox.read')}</summary>
                    <pre tabIndex={0} className="mt-2 overflow-x-auto rounded-lg bg-cream p-3 text-xs whitespace-pre-wrap">{m.text}</pre>
                  </details>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-ink-muted">{t('outbox.empty')}</p>
          )
        }
      </StaffGate>
    </section>
  );
}
