import './admin-texts';
import { useQuery } from '@tanstack/react-query';
import type { AdminMemberDetail } from '@upline/contract/team-admin';
import { formatMoney } from '@upline/domain/money';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentMeta } from '../../../shared/document-meta';
import { paths } from '../../../shared/paths';
import { CloseAccountPanel } from './close-account-panel';
import { MemberBadges } from './member-badges';
import { SponsorChangePanel } from './sponsor-change-panel';
import { StaffGate } from './staff-gate';
import { adminMemberQueryOptions } from './team-admin-api';
import { currentLocale } from '../../../shared/format/locale';

/** Staff: one member's profile, place in the tree, history (read-only), sponsor change and closing. */
export function AdminMemberPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('membersAdmin');
  const member = useQuery(adminMemberQueryOptions(id));
  const name = member.data ? `${member.data.member.firstname} ${member.data.member.lastname}` : t('detail.title');
  useDocumentMeta(name);
  return (
    <div className="grid gap-6">
      <p>
        <Link to={paths.adminMembers()} className="text-sm font-semibold text-brand underline">
          {t('detail.back')}
        </Link>
      </p>
      <StaffGate error={member.error} isPending={member.isPending}>
        {() => <MemberDetail detail={member.data!} />}
      </StaffGate>
    </div>
  );
}

function MemberDetail({ detail }: { detail: AdminMemberDetail }) {
  const { t, i18n } = useTranslation('membersAdmin');
  const m = detail.member;
  const locale = currentLocale(i18n.language);
  const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(i18n.language) : '—');
  const movable = !m.is_admin && !m.is_company;
  const facts: [string, string][] = [
    [t('detail.memberId'), String(m.id)],
    [t('detail.email'), m.email],
    [t('detail.mobile'), m.mobile ?? '—'],
    [t('detail.linkName'), m.url_name ?? '—'],
    [t('detail.language'), m.language],
    [t('detail.currency'), m.currency],
    [t('detail.joined'), day(m.join_date)],
    [t('detail.lastLogin'), day(m.last_login_at)],
    [t('detail.team'), t('detail.teamCounts', { direct: m.direct_count, downline: m.downline_count })],
  ];
  return (
    <>
      <section className="rounded-2xl bg-white p-4 shadow-sm sm:p-6" aria-labelledby="member-title">
        <h1 id="member-title" className="text-3xl">
          {m.firstname} {m.lastname}
        </h1>
        <MemberBadges member={m} />
        <dl className="mt-5 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-sm text-ink-muted">{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <h2 className="mt-6 text-xl">{t('detail.upline')}</h2>
        {detail.upline.length === 0 ? (
          <p className="mt-2 text-ink-muted">{t('detail.noUpline')}</p>
        ) : (
          <ol className="mt-2 flex flex-wrap items-center gap-2 text-sm" aria-label={t('detail.upline')}>
            {detail.upline.map((u, index) => (
              <li key={u.id} className="flex items-center gap-2">
                <Link to={paths.adminMember(u.id)} className="rounded-lg bg-sage-light px-2 py-1 font-medium text-ink underline">
                  {t('detail.level', { level: index + 1, name: u.name })}
                </Link>
                {index < detail.upline.length - 1 && <span aria-hidden="true">›</span>}
              </li>
            ))}
          </ol>
        )}
      </section>

      {movable && m.is_active && <SponsorChangePanel member={m} />}

      <HistoryTable
        title={t('orders.title')}
        empty={t('orders.empty')}
        headers={[t('orders.number'), t('orders.date'), t('orders.status'), t('orders.total')]}
        rows={detail.orders.map((o) => [o.order_number, day(o.paid_at ?? o.created_at), `${o.status} · ${o.payment_status}`, formatMoney(o.total_minor, o.currency, locale)])}
      />
      <HistoryTable
        title={t('commissions.title')}
        empty={t('commissions.empty')}
        headers={[t('commissions.order'), t('commissions.date'), t('commissions.level'), t('commissions.amount'), t('commissions.status')]}
        rows={detail.commissions.map((l) => [
          l.order_number,
          day(l.created_at),
          String(l.paid_level),
          formatMoney(l.amount_minor, l.currency, locale),
          `${t(`commissions.kind.${l.kind}`)} · ${t(`commissions.state.${l.status}`)} · ${l.is_closed ? t('commissions.closed') : t('commissions.open')}`,
        ])}
      />
      <HistoryTable
        title={t('subscriptions.title')}
        empty={t('subscriptions.empty')}
        headers={[t('subscriptions.kind'), t('subscriptions.status'), t('subscriptions.amount'), t('subscriptions.next')]}
        rows={detail.subscriptions.map((s) => [t(`subscriptions.kinds.${s.kind}`), s.status, formatMoney(s.amount_minor, s.currency, locale), day(s.next_charge_at)])}
      />
      <HistoryTable
        title={t('history.title')}
        empty={t('history.empty')}
        headers={[t('history.date'), t('history.action'), t('history.reason')]}
        rows={detail.history.map((h) => [day(h.at), h.action === 'member.sponsor_changed' || h.action === 'member.closed' ? t(`history.actions.${h.action}`) : h.action, h.reason ?? '—'])}
      />

      {movable && m.is_active && <CloseAccountPanel member={m} />}
    </>
  );
}

/** A read-only table of the member's history; a list of cards on phones. */
function HistoryTable({ title, empty, headers, rows }: { title: string; empty: string; headers: string[]; rows: string[][] }) {
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm sm:p-6" aria-label={title}>
      <h2 className="text-xl">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-ink-muted">{empty}</p>
      ) : (
        <>
          <ul className="mt-3 grid gap-2 md:hidden">
            {rows.map((row, i) => (
              <li key={i} className="rounded-xl border border-cream-dark p-3 text-sm">
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                  {row.map((cell, j) => (
                    <div key={j} className="contents">
                      <dt className="text-ink-muted">{headers[j]}</dt>
                      <dd className="break-words">{cell}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <div className="mt-3 hidden overflow-x-auto md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b border-cream-dark">
                  {headers.map((h) => (
                    <th key={h} scope="col" className="px-2 py-2 font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={i} className="border-b border-cream-dark last:border-0">
                    {row.map((cell, j) => (
                      <td key={j} className="px-2 py-2">
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
