import { useTranslation } from 'react-i18next';
import { displayLocale, formatMoney } from '../../../../shared/format/money';
import { formatRate, type ReviewAmounts } from '../../lib/review-amounts';

/**
 * Subtotal, discount, shipping, shipping tax, tax with its lines, total (checkout §2 'Order review
 * panel'). The lines under Tax are the items' part of each tax, so that they add up to it; the
 * shipping's part is in the shipping tax row.
 */
export function ReviewTotals({ amounts, isUpdating }: { amounts: ReviewAmounts; isUpdating: boolean }) {
  const { t } = useTranslation('checkout');
  const money = (minor: number) => formatMoney(minor, amounts.currency);
  const locale = displayLocale(amounts.currency);
  // Every line comes from the same quote as the total: the tax shows as soon as the total
  // includes it, before a shipping option is chosen; the shipping's tax once there is shipping.
  const hasShippingAmounts = amounts.source === 'server' && amounts.shippingMinor !== null;
  return (
    <div aria-busy={isUpdating} data-testid="review-totals" data-source={amounts.source}>
      <dl className="space-y-1.5 text-sm">
        <Row label={t('review.subtotal')} value={money(amounts.subtotalMinor)} testId="review-subtotal" />
        {amounts.discountMinor > 0 && <Row label={t('review.discount')} value={`−${money(amounts.discountMinor)}`} testId="review-discount" isAccent />}
        <Row
          label={t('review.shipping')}
          value={amounts.shippingMinor === null ? t('review.shippingPending') : amounts.shippingMinor === 0 ? t('review.free') : money(amounts.shippingMinor)}
          testId="review-shipping"
          isMuted={amounts.shippingMinor === null}
        />
        {hasShippingAmounts && <Row label={t('review.shippingTax')} value={money(amounts.shippingTaxMinor)} testId="review-shipping-tax" />}
        {amounts.isTaxQuoted || hasShippingAmounts ? (
          <>
            <Row label={t('review.tax')} value={money(amounts.taxMinor)} testId="review-tax" />
            {amounts.taxLines.map((line) => (
              <Row
                key={line.name}
                label={t('review.taxLine', { name: line.name, rate: formatRate(line.rate, locale) })}
                value={money(line.taxMinor)}
                testId={`review-tax-line-${line.name}`}
                isSub
              />
            ))}
          </>
        ) : (
          <Row label={t('review.tax')} value={t('review.taxPending')} testId="review-tax" isMuted />
        )}
        <div className="flex items-baseline justify-between gap-4 border-t border-cream-dark pt-2 text-base">
          <dt className="font-semibold text-ink">{t('review.total')}</dt>
          <dd className="font-serif text-2xl font-semibold text-brand tabular-nums" data-testid="review-total">
            <span className="mr-1 align-middle font-sans text-xs font-medium text-ink-muted">{amounts.currency}</span>
            {money(amounts.totalMinor)}
          </dd>
        </div>
      </dl>
      {isUpdating && (
        <p role="status" className="mt-1 text-xs text-ink-muted">
          {t('review.updating')}
        </p>
      )}
    </div>
  );
}

function Row(props: { label: string; value: string; testId: string; isAccent?: boolean; isMuted?: boolean; isSub?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${props.isSub ? 'pl-3 text-xs text-ink-muted' : ''} ${props.isAccent ? 'text-brand' : ''}`}>
      <dt className={props.isSub ? '' : 'text-ink-muted'}>{props.label}</dt>
      <dd data-testid={props.testId} className={`text-right tabular-nums ${props.isMuted ? 'text-ink-muted' : 'font-medium'}`}>
        {props.value}
      </dd>
    </div>
  );
}
