import { useTranslation } from 'react-i18next';
import type { IncomeDisclosureGroup } from '@upline/contract/income-disclosure';
import type { Currency } from '@upline/domain/money';
import { formatMoney } from '../../../shared/format/money';
import { formatCount, formatShare } from '../lib/disclosure-format';

type RowKey = 'members' | 'zero' | 'median' | 'mean' | 'p10' | 'p25' | 'p75' | 'p90' | 'p99' | 'total' | 'top';
type Row = { key: RowKey; cell: (g: IncomeDisclosureGroup) => string };

/** One currency's figures: a row per figure, a column per member type (ambassadors, scholars, all). */
export function DisclosureTable({ currency, groups }: { currency: Currency; groups: IncomeDisclosureGroup[] }) {
  const { t, i18n } = useTranslation('commissions');
  const lang = i18n.language;
  const money = (minor: number | null) => (minor === null ? '—' : formatMoney(minor, currency));
  const share = (bps: number | null) => (bps === null ? '—' : formatShare(bps, lang));
  const rows: Row[] = [
    { key: 'members', cell: (g) => formatCount(g.members, lang) },
    { key: 'zero', cell: (g) => (g.zero_share_bps === null ? '—' : t('disclosure.rows.zeroValue', { share: share(g.zero_share_bps), count: formatCount(g.zero_earners, lang) })) },
    { key: 'median', cell: (g) => money(g.median_minor) },
    { key: 'mean', cell: (g) => money(g.mean_minor) },
    { key: 'p10', cell: (g) => money(g.p10_minor) },
    { key: 'p25', cell: (g) => money(g.p25_minor) },
    { key: 'p75', cell: (g) => money(g.p75_minor) },
    { key: 'p90', cell: (g) => money(g.p90_minor) },
    { key: 'p99', cell: (g) => money(g.p99_minor) },
    { key: 'total', cell: (g) => money(g.total_minor) },
    { key: 'top', cell: (g) => (g.top_1_percent_share_bps === null ? '—' : t('disclosure.rows.topValue', { share: share(g.top_1_percent_share_bps), count: g.top_1_percent_members })) },
  ];

  const caption = t('disclosure.caption', { currency: t(`disclosure.currency.${currency}`) });
  return (
    <>
      {/* Phones: one card per member type, each figure on its own line. */}
      <ul className="grid gap-4 sm:hidden" aria-label={caption}>
        {groups.map((g) => (
          <li key={g.member_type} className="rounded-2xl border border-cream-dark bg-white p-4">
            <h3 className="text-lg font-semibold">{t(`disclosure.columns.${g.member_type}`)}</h3>
            <dl className="mt-2 divide-y divide-cream-dark text-sm">
              {rows.map((row) => (
                <div key={row.key} className="flex items-baseline justify-between gap-4 py-2">
                  <dt className="text-ink">{t(`disclosure.rows.${row.key}`)}</dt>
                  <dd className="shrink-0 text-right tabular-nums">{row.cell(g)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-cream-dark bg-white sm:block" role="region" aria-label={caption} tabIndex={0}>
        <table className="w-full border-collapse text-left" data-testid={`disclosure-table-${currency}`}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-cream-dark bg-cream">
              <th scope="col" className="px-4 py-3 font-semibold">{t('disclosure.columns.figure')}</th>
              {groups.map((g) => (
                <th key={g.member_type} scope="col" className="px-4 py-3 text-right font-semibold">
                  {t(`disclosure.columns.${g.member_type}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-cream-dark last:border-b-0">
                <th scope="row" className="px-4 py-2.5 font-normal text-ink">{t(`disclosure.rows.${row.key}`)}</th>
                {groups.map((g) => (
                  <td key={g.member_type} className="px-4 py-2.5 text-right tabular-nums" data-testid={`disclosure-${currency}-${g.member_type}-${row.key}`}>
                    {row.cell(g)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
