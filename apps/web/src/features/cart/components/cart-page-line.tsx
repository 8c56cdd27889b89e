import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AUTOSHIP } from '@upline/domain/catalogue';
import { formatMoney } from '../../../shared/format/money';
import type { CartCurrency, CartItem } from '../../../shared/cart/cart-types';
import { paths } from '../../../shared/paths';
import type { SummaryLine } from '../lib/cart-summary';
import { LineImage } from './line-image';
import { OfferNote } from './offer-note';
import { QuantityField } from './quantity-field';

interface CartPageLineProps {
  item: CartItem;
  amounts: SummaryLine | undefined;
  currency: CartCurrency;
  sluguser: string | null;
  onQuantity: (quantity: number) => boolean;
  onRemove: () => void;
  /** Extra controls composed by the route (the wishlist heart). */
  action?: ReactNode;
}

/** A row of the cart page: image, name linking to the product, unit price, editable quantity, line total, Remove From Cart. */
export function CartPageLine({ item, amounts, currency, sluguser, onQuantity, onRemove, action }: CartPageLineProps) {
  const { t } = useTranslation('cart');
  const quantityId = useId();
  const name = amounts?.name ?? item.name;
  const unit = amounts?.unitPriceMinor ?? item.price;
  const total = amounts?.lineTotalMinor ?? item.price * item.quantity;

  return (
    <li
      data-testid="cart-row"
      data-product-id={item.id}
      className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 py-5 md:grid-cols-[minmax(0,1fr)_7rem_7rem_7rem] md:items-center"
    >
      <div className="col-span-2 flex gap-4 md:col-span-1">
        <LineImage item={item} serverImage={amounts?.thumbnailUrl} className="size-20 md:size-24" />
        <div className="min-w-0">
          <h2 className="font-sans text-base leading-snug font-semibold text-ink">
            <Link to={paths.showDetails(item.id, sluguser)} className="hover:text-brand hover:underline">
              {name}
            </Link>
          </h2>
          {item.description && <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{item.description}</p>}
          {(item.isBogoOffer || item.purchaseType === AUTOSHIP) && (
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
              {item.isBogoOffer && <OfferNote />}
              {item.purchaseType === AUTOSHIP && <span className="text-xs font-medium text-brand">{t('line.autoship')}</span>}
            </div>
          )}
          <div className="mt-2 flex flex-wrap items-center gap-1">
            <button type="button" onClick={onRemove} className="inline-flex min-h-11 items-center text-sm font-semibold text-red-800 underline-offset-2 hover:underline">
              {t('page.remove')}
            </button>
            {action}
          </div>
        </div>
      </div>
      <div className="text-sm md:text-right">
        <span className="block text-xs text-ink-muted md:sr-only">{t('page.price')}</span>
        <span data-testid="row-unit-price" className="tabular-nums">
          {formatMoney(unit, currency)}
        </span>
        {item.isBogoOffer && item.originalPrice !== undefined && (
          <s className="ml-2 text-xs text-ink-muted md:ml-0 md:block">{formatMoney(item.originalPrice, currency)}</s>
        )}
      </div>
      <div className="text-sm md:flex md:justify-center">
        <span className="block text-xs text-ink-muted md:sr-only" aria-hidden="true">
          {t('page.quantity')}
        </span>
        {item.isBogoOffer ? (
          <span data-testid="row-quantity" className="font-semibold tabular-nums">
            {item.quantity}
          </span>
        ) : (
          <QuantityField id={quantityId} name={name} quantity={item.quantity} onCommit={onQuantity} />
        )}
      </div>
      <div className="col-span-2 flex items-baseline justify-between border-t border-cream-dark pt-2 text-sm md:col-span-1 md:block md:border-0 md:pt-0 md:text-right">
        <span className="text-xs text-ink-muted md:sr-only">{t('page.lineTotal')}</span>
        <span data-testid="row-total" className="font-semibold text-brand tabular-nums">
          {formatMoney(total, currency)}
        </span>
      </div>
    </li>
  );
}
