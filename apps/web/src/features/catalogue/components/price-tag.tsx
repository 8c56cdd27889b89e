import { useTranslation } from 'react-i18next';
import type { Currency } from '@upline/domain/money';
import { formatMoney } from '../../../shared/format/money';

interface PriceTagProps {
  priceMinor: number;
  /** A higher price struck through beside it, or null. */
  compareAtMinor: number | null;
  currency: Currency;
  size?: 'md' | 'lg';
  className?: string;
}

/** A price with, when it differs, the regular price struck through (named for screen readers). */
export function PriceTag({ priceMinor, compareAtMinor, currency, size = 'md', className = '' }: PriceTagProps) {
  const { t } = useTranslation('catalogue');
  const big = size === 'lg';
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className="sr-only">{t('price.current')}</span>
      <span data-testid="price" className={`font-semibold text-brand ${big ? 'text-3xl' : 'text-lg'}`}>
        {formatMoney(priceMinor, currency)}
      </span>
      {compareAtMinor !== null && (
        <>
          <span className="sr-only">{t('price.regular')}</span>
          <s data-testid="compare-at-price" className={`text-ink-muted ${big ? 'text-lg' : 'text-sm'}`}>
            {formatMoney(compareAtMinor, currency)}
          </s>
        </>
      )}
    </p>
  );
}
