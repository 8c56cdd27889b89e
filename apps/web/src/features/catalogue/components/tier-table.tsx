import { useTranslation } from 'react-i18next';
import type { MatchedTier, TierRow } from '@upline/domain/catalogue';
import type { Currency } from '@upline/domain/money';
import { formatMoney } from '../../../shared/format/money';

interface TierTableProps {
  rows: readonly TierRow[];
  /** The tier that applies now, highlighted. */
  current: MatchedTier | null;
  currency: Currency;
}

/** The quantity tiers the shopper gets: 'Buy 2-5: 5% off — $x.xx each', the current one marked. */
export function TierTable({ rows, current, currency }: TierTableProps) {
  const { t, i18n } = useTranslation('catalogue');
  if (rows.length === 0) return null;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <section aria-labelledby="tier-table-title" className="mt-6 rounded-2xl border border-cream-dark bg-white p-4">
      <h2 id="tier-table-title" className="font-sans text-base font-semibold text-ink">
        {t('tiers.title')}
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {rows.map((row) => {
          const isCurrent = current?.range === row.range;
          return (
            <li
              key={row.range}
              data-testid="tier-row"
              aria-current={isCurrent ? 'true' : undefined}
              className={`flex items-center justify-between gap-3 rounded-lg px-2 py-1.5 ${isCurrent ? 'bg-sage-light font-semibold text-brand' : 'text-ink'}`}
            >
              <span>
                {t('tiers.row', {
                  range: row.range,
                  percent: percent.format(row.discountBps / 10_000),
                  price: formatMoney(row.unitPriceMinor, currency),
                })}
              </span>
              {isCurrent && <span className="text-xs tracking-wide uppercase">{t('tiers.applied')}</span>}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-xs text-ink-muted">{t('tiers.note')}</p>
    </section>
  );
}
