import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { teamAdminMessages as messages, type AdminMemberRow, type SponsorPreview } from '@upline/contract/team-admin';
import { formatMoney } from '@upline/domain/money';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isApiError } from '../../../shared/api/api-error';
import { adminMembersQueryOptions, useChangeSponsor, useSponsorPreview } from './team-admin-api';
import { currentLocale } from '../../../shared/format/locale';

/** Today's date in the shop's time zone (the server checks it against its own). */
function shopToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

type Chosen = Pick<AdminMemberRow, 'id' | 'firstname' | 'lastname' | 'email'>;

/** Change the member's sponsor: choose the new sponsor, see what moves, give the reason, confirm. */
export function SponsorChangePanel({ member }: { member: AdminMemberRow }) {
  const { t } = useTranslation('membersAdmin');
  const ids = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [effectiveFrom, setEffectiveFrom] = useState(shopToday);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const candidates = useQuery({ ...adminMembersQueryOptions(query, 1), enabled: query !== '' });
  const preview = useSponsorPreview(member.id);
  const change = useChangeSponsor(member.id);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(text.trim());
  };
  const choose = (c: Chosen) => {
    setChosen(c);
    preview.reset();
  };
  const runPreview = () => {
    if (chosen) preview.mutate({ sponsorId: chosen.id, effectiveFrom });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || !preview.data) return;
    if (reason.trim().length < 5) {
      setReasonError(messages.reasonRequired);
      return;
    }
    setReasonError(null);
    try {
      await change.mutateAsync({ sponsorId: chosen.id, effectiveFrom, reason: reason.trim() });
      toast.success(t('sponsor.done', { name: `${chosen.firstname} ${chosen.lastname}` }));
      preview.reset();
      setChosen(null);
      setReason('');
      setQuery('');
      setText('');
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('saveFailed'));
    }
  };
  const eligible = (candidates.data?.members ?? []).filter((c) => c.id !== member.id && c.is_active && !c.is_admin && (c.member_type !== 'customer' || c.is_company));
  const previewError = preview.error && isApiError(preview.error) ? preview.error.message : preview.error ? t('saveFailed') : null;

  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm sm:p-6" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="text-xl">
        {t('sponsor.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('sponsor.intro')}</p>
      <form role="search" onSubmit={search} className="mt-4 flex max-w-xl flex-wrap items-end gap-2">
        <label className="grid min-w-0 flex-1 gap-1">
          <span className="text-sm font-medium">{t('sponsor.find')}</span>
          <input type="search" value={text} onChange={(e) => setText(e.target.value)} maxLength={100} className="field-input w-full" />
        </label>
        <button type="submit" className="btn-outline">
          {t('list.searchButton')}
        </button>
      </form>
      {query !== '' && !candidates.isPending && (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2" aria-label={t('sponsor.candidates')}>
          {eligible.length === 0 && <li className="text-sm text-ink-muted">{t('sponsor.noCandidates')}</li>}
          {eligible.slice(0, 6).map((c) => (
            <li key={c.id}>
              <button
                type="button"
                aria-pressed={chosen?.id === c.id}
                onClick={() => choose(c)}
                className={`flex min-h-11 w-full flex-col rounded-xl border p-3 text-left text-sm ${chosen?.id === c.id ? 'border-brand bg-brand text-white' : 'border-cream-dark hover:border-brand'}`}
              >
                <span className="font-semibold">
                  {c.firstname} {c.lastname} · #{c.id}
                </span>
                <span className="break-all">{c.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <label className="grid gap-1">
          <span className="text-sm font-medium">{t('sponsor.effectiveFrom')}</span>
          <input
            type="date"
            value={effectiveFrom}
            max={shopToday()}
            onChange={(e) => {
              setEffectiveFrom(e.target.value);
              preview.reset();
            }}
            className="field-input"
            aria-describedby={`${ids}-date-hint`}
          />
        </label>
        <button type="button" className="btn-primary" disabled={!chosen || preview.isPending} onClick={runPreview}>
          {t('sponsor.preview')}
        </button>
      </div>
      <p id={`${ids}-date-hint`} className="mt-1 text-xs text-ink-muted">
        {t('sponsor.dateHint')}
      </p>
      {previewError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {previewError}
        </p>
      )}
      {preview.data && (
        <form onSubmit={submit} noValidate className="mt-5 grid gap-4 border-t border-cream-dark pt-5">
          <PreviewSummary preview={preview.data} />
          <label className="grid gap-1">
            <span className="text-sm font-medium">{t('sponsor.reason')}</span>
            <textarea
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              className="field-input py-2"
              aria-invalid={Boolean(reasonError)}
              aria-describedby={reasonError ? `${ids}-reason-error` : undefined}
            />
          </label>
          {reasonError && (
            <p id={`${ids}-reason-error`} role="alert" className="-mt-2 text-sm text-red-700">
              {reasonError}
            </p>
          )}
          <div>
            <button type="submit" className="btn-primary" disabled={change.isPending}>
              {t('sponsor.confirm', { name: preview.data.new_sponsor.name })}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

function PreviewSummary({ preview }: { preview: SponsorPreview }) {
  const { t, i18n } = useTranslation('membersAdmin');
  const locale = currentLocale(i18n.language);
  const chain = (people: SponsorPreview['old_upline']) => (people.length ? people.map((p) => p.name).join(' › ') : '—');
  return (
    <div className="grid gap-3" aria-live="polite" data-testid="sponsor-preview">
      <h3 className="text-lg font-semibold">{t('sponsor.previewTitle')}</h3>
      <p>{t('sponsor.moves', { count: preview.moving_count, name: preview.member.name, sponsor: preview.new_sponsor.name })}</p>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-ink-muted">{t('sponsor.oldUpline')}</dt>
          <dd className="font-medium">{chain(preview.old_upline)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('sponsor.newUpline')}</dt>
          <dd className="font-medium">{chain(preview.new_upline)}</dd>
        </div>
      </dl>
      {preview.moving.length > 1 && (
        <details className="text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-medium">{t('sponsor.whoMoves', { count: preview.moving_count })}</summary>
          <ul className="grid gap-1 pl-4">
            {preview.moving.map((p) => (
              <li key={p.id} style={{ paddingLeft: `${Math.min(p.depth_below, 6)}rem` }}>
                {p.name} · #{p.id}
              </li>
            ))}
          </ul>
        </details>
      )}
      <p className="text-sm">
        {t('sponsor.lines', { date: preview.effective_from, orders: preview.order_count, open: preview.open_line_count, added: preview.new_line_count, closed: preview.closed_line_count })}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <LineList title={t('sponsor.openLines')} lines={preview.open_lines} count={preview.open_line_count} locale={locale} sign="-" />
        <LineList title={t('sponsor.newLines')} lines={preview.new_lines} count={preview.new_line_count} locale={locale} sign="+" />
      </div>
    </div>
  );
}

function LineList({ title, lines, count, locale, sign }: { title: string; lines: SponsorPreview['open_lines']; count: number; locale: string; sign: '-' | '+' }) {
  const { t } = useTranslation('membersAdmin');
  const ids = useId();
  if (count === 0) return null;
  return (
    <div>
      <h4 id={ids} className="text-sm font-semibold">
        {title} ({count})
      </h4>
      <ul className="mt-1 grid gap-1 text-sm" aria-labelledby={ids}>
        {lines.map((l) => (
          <li key={`${l.id}-${l.beneficiary.id}`} className="rounded-lg bg-cream-dark/40 px-2 py-1">
            {t('sponsor.line', { order: l.order_number, name: l.beneficiary.name, level: l.paid_level, amount: `${sign}${formatMoney(l.amount_minor, l.currency, locale)}` })}
          </li>
        ))}
      </ul>
    </div>
  );
}
