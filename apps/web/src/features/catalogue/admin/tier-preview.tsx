import { tierTable, type ProductPrices, type ProductTiers } from '@upline/domain/catalogue';
import { formatMoney } from '@upline/domain/money';
import { useTranslation } from 'react-i18next';

/**
 * The unit price at each tier for every member type, computed by the shop's own pricing rules
 * (packages/domain) as the editor is filled in: what the product page will show.
 */
export function TierPreview({ prices, tiers, locale }: { prices: ProductPrices | null; tiers: ProductTiers; locale: string }) {
  const { t } = useTranslation('catalogueAdmin');
  if (!prices) return <p className="text-sm text-ink-muted">{t('tiers.previewNeedsPrices')}</p>;
  const money = (minor: number) => formatMoney(minor, 'USD', locale);
  const types = ['customer', 'ambassador', 'scholar'] as const;
  return (
    // Focusable, so that a keyboard can scroll it when it is wider than a phone.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('tiers.preview')}>
      <table className="w-full min-w-[28rem] text-left text-sm" aria-live="polite">
        <caption className="mb-1 text-left font-semibold">{t('tiers.preview')}</caption>
        <thead>
          <tr className="border-b border-cream-dark">
            <th scope="col" className="px-2 py-1">{t('tiers.memberType')}</th>
            <th scope="col" className="px-2 py-1">{t('tiers.oneUnit')}</th>
            <th scope="col" className="px-2 py-1">{t('tiers.atQuantity')}</th>
          </tr>
        </thead>
        <tbody>
          {types.map((type) => {
            const rows = tierTable({ prices, tiers, shopperType: type });
            return (
              <tr key={type} className="border-b border-cream-dark last:border-0 align-top">
                <th scope="row" className="px-2 py-1 font-medium">{t(`memberTypes.${type}`)}</th>
                <td className="px-2 py-1">{money(prices[type].sale)}</td>
                <td className="px-2 py-1">
                  {rows.length === 0 ? (
                    <span className="text-ink-muted">{t('tiers.none')}</span>
                  ) : (
                    <ul>
                      {rows.map((row) => (
                        <li key={row.range} data-testid={`tier-preview-${type}-${row.range}`}>
                          {t('tiers.row', { range: row.range, price: money(row.unitPriceMinor), percent: row.discountBps / 100 })}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
