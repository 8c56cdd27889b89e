import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AUTOSHIP } from '@upline/domain/catalogue';
import { formatMoney } from '../../../shared/format/money';
import type { CartCurrency, CartItem } from '../../../shared/cart/cart-types';
import { paths } from '../../../shared/paths';
import type { SummaryLine } from '../lib/cart-summary';
import { TrashIcon } from '../../../shared/ui/page-icons';
import { LineImage } from './line-image';
import { OfferNote } from './offer-note';
import { QuantityStepper } from './quantity-stepper';

interface PopupLineProps {
  item: CartItem;
  amounts: SummaryLine | undefined;
  currency: CartCurrency;
  sluguser: string | null;
  onNavigate: () => void;
  onDecrease: () => void;
  onIncrease: () => void;
  onRemove: () => void;
}

/** One line of the cart popup: picture, name, description, unit price, quantity controls, line total, remove. */
export function PopupLine({ item, amounts, currency, sluguser, onNavigate, onDecrease, onIncrease, onRemove }: PopupLineProps) {
  const { t } = useTranslation('cart');
  const name = amounts?.name ?? item.name;
  const unit = amounts?.unitPriceMinor ?? item.price;
  const total = amounts?.lineTotalMinor ?? item.price * item.quantity;
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line" data-product-id={item.id}>
      <LineImage item={item} serverImage={amounts?.thumbnailUrl} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <h3 className="min-w-0 flex-1 font-sans text-sm leading-snug font-semibold text-ink">
            <Link to={paths.showDetails(item.id, sluguser)} onClick={onNavigate} className="hover:text-brand hover:underline">
              {name}
            </Link>
          </h3>
          <button
            type="button"
            onClick={onRemove}
            aria-label={t('line.remove', { name })}
            className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-cream-dark hover:text-ink"
          >
            <TrashIcon className="size-5" />
          </button>
        </div>
        {item.description && <p className="mt-0.5 line-clamp-2 text-xs text-ink-muted">{item.description}</p>}
        <p className="mt-1 text-sm text-ink-muted">
          <span data-testid="line-unit-price">{t('line.each', { price: formatMoney(unit, currency) })}</span>
          {item.isBogoOffer && item.originalPrice !== undefined && (
            <s className="ml-2 text-xs">{formatMoney(item.originalPrice, currency)}</s>
          )}
          {item.purchaseType === AUTOSHIP && <span className="ml-2 text-xs font-medium text-brand">{t('line.autoship')}</span>}
        </p>
        {item.isBogoOffer && (
          <div className="mt-1">
            <OfferNote />
          </div>
        )}
        <div className="mt-2 flex items-center justify-between gap-2">
          {item.isBogoOffer ? (
            <p className="text-sm font-semibold text-ink">
              {t('line.quantity')} <span data-testid="line-quantity">{item.quantity}</span>
            </p>
          ) : (
            <QuantityStepper name={name} quantity={item.quantity} onDecrease={onDecrease} onIncrease={onIncrease} />
          )}
          <p className="text-sm font-semibold text-brand tabular-nums" data-testid="line-total">
            <span className="sr-only">{t('line.total')} </span>
            {formatMoney(total, currency)}
          </p>
        </div>
      </div>
    </li>
  );
}
