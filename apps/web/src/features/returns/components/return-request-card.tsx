import { useId, useState } from 'react';
import type { StaffReturn } from '@upline/contract/member-orders';
import { fromDecimal } from '@upline/domain/money';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money';
import { useSessionStore } from '../../../shared/session/session-store';
import { useDecideReturn } from '../api/staff-orders';
import { ConfirmDialog } from './confirm-dialog';
import { currentLocale } from '../../../shared/format/locale';

const dateOf = (iso: string, language: string) => new Intl.DateTimeFormat(currentLocale(language), { dateStyle: 'medium' }).format(new Date(iso));

/** One return request: what comes back, why, what is refunded; approve or reject with a note. */
export function ReturnRequestCard({ request }: { request: StaffReturn }) {
  const { t } = useTranslation('returns');
  const language = useSessionStore((state) => state.language);
  const [note, setNote] = useState('');
  const decide = useDecideReturn((message) => t('failed', { message }));
  const noteId = useId();
  const money = (amount: number) => formatMoney(fromDecimal(amount), request.currency);
  const act = (approve: boolean) => decide.mutate({ id: request.id, approve, note: note.trim() || undefined });
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm" data-testid="return-request">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-serif text-lg text-brand">{t('returns.order', { number: request.order_number })}</h3>
        <span className="text-sm text-ink-muted">{request.decided_at ? t('returns.decided', { date: dateOf(request.decided_at, language) }) : t('returns.requested', { date: dateOf(request.requested_at, language) })}</span>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-ink-muted">{t('returns.customer')}</dt>
        <dd>{request.customer_name}</dd>
        <dt className="text-ink-muted">{t('returns.reason')}</dt>
        <dd>{request.reason ?? t('returns.noReason')}</dd>
        <dt className="text-ink-muted">{t('returns.refund')}</dt>
        <dd className="font-semibold" data-testid="return-refund">{money(request.refund_amount)}</dd>
        <dt className="text-ink-muted">{t('returns.fee')}</dt>
        <dd>{money(request.restocking_fee)}</dd>
      </dl>
      <ul className="mt-3 list-disc ps-5 text-sm">
        {request.lines.map((line) => (
          <li key={line.order_line_id}>{t('returns.units', { count: line.quantity, name: line.name })}</li>
        ))}
      </ul>
      {request.status === 'requested' ? (
        <div className="mt-4 grid gap-3">
          <label htmlFor={noteId} className="text-sm font-medium">
            {t('returns.note')}
          </label>
          <textarea id={noteId} value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} rows={2} className="rounded-xl border border-line bg-cream p-3" />
          <div className="flex flex-wrap gap-3">
            <ConfirmDialog
              trigger={<button type="button" className="btn-primary min-h-11" disabled={decide.isPending}>{t('returns.approve')}</button>}
              detail={t('confirm.approve', { amount: money(request.refund_amount) })}
              onConfirm={() => act(true)}
              isBusy={decide.isPending}
            />
            <ConfirmDialog
              trigger={<button type="button" className="btn-outline min-h-11" disabled={decide.isPending}>{t('returns.reject')}</button>}
              detail={t('confirm.reject')}
              onConfirm={() => act(false)}
              isBusy={decide.isPending}
            />
          </div>
        </div>
      ) : request.note ? (
        <p className="mt-3 text-sm text-ink-muted">{request.note}</p>
      ) : null}
    </li>
  );
}
