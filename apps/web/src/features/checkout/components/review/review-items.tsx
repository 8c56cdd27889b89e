import { useTranslation } from 'react-i18next';
import type { QuoteItem } from '@upline/contract/cart';
import { fromDecimal } from '@upline/domain/money';
import { formatMoney } from '../../../../shared/format/money';
import { cartLineTotal } from '../../../../shared/cart/cart-rules';
import type { CartCurrency, CartItem } from '../../../../shared/cart/cart-types';
import { AUTOSHIP } from '@upline/domain/catalogue';

interface ReviewLine {
  id: number;
  name: string;
  image: string | null;
  quantity: number;
  lineTotalMinor: number;
  isAutoship: boolean;
  isBogo: boolean;
}

/** The quote's lines (names in the shopper's language) where it has them, else the cart's. */
export function reviewLinesOf(cartItems: readonly CartItem[], quoteItems: readonly QuoteItem[] | undefined): ReviewLine[] {
  return cartItems.map((item) => {
    const quoted = quoteItems?.find((line) => line.productId === item.id && line.purchaseType === item.purchaseType);
    return {
      id: item.id,
      name: quoted?.name ?? item.name,
      image: quoted?.thumbnailUrl ?? item.image,
      quantity: item.quantity,
      lineTotalMinor: quoted ? fromDecimal(quoted.lineTotal) : cartLineTotal(item),
      isAutoship: item.purchaseType === AUTOSHIP,
      isBogo: item.isBogoOffer === true,
    };
  });
}

/** The order review's item list. */
export function ReviewItems({ lines, currency }: { lines: readonly ReviewLine[]; currency: CartCurrency }) {
  const { t } = useTranslation('checkout');
  return (
    <ul className="divide-y divide-cream-dark" data-testid="review-items">
      {lines.map((line) => (
        <li key={`${line.id}-${line.isAutoship}`} className="flex items-center gap-3 py-3">
          <span className="relative shrink-0">
            {line.image ? (
              <img src={line.image} alt="" width={56} height={56} className="size-14 rounded-lg bg-white object-contain" />
            ) : (
              <span className="block size-14 rounded-lg bg-sage-light" aria-hidden="true" />
            )}
            <span className="absolute -top-2 -right-2 inline-flex size-6 items-center justify-center rounded-full bg-brand text-xs font-bold text-cream" aria-hidden="true">
              {line.quantity}
            </span>
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-semibold text-ink">{line.name}</span>
            <span className="block text-xs text-ink-muted">{t('review.quantity', { count: line.quantity })}</span>
            {line.isAutoship && <span className="block text-xs font-medium text-brand">{t('review.autoship')}</span>}
            {line.isBogo && <span className="block text-xs font-medium text-gold-dark">{t('review.bogo')}</span>}
          </span>
          <span className="text-sm font-semibold text-ink tabular-nums">{formatMoney(line.lineTotalMinor, currency)}</span>
        </li>
      ))}
    </ul>
  );
}
