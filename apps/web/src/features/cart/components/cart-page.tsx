import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { offerSearchOf } from '../../../shared/cart/cart-offer-link';
import { useCartStore } from '../../../shared/cart/cart-store';
import type { CartItem } from '../../../shared/cart/cart-types';
import { paths } from '../../../shared/paths';
import { useReferralSlug } from '../../../shared/session/session-store';
import { CartIcon } from '../../../shared/ui/icons';
import { useCartLineActions } from '../hooks/use-cart-line-actions';
import { useCartSummary } from '../hooks/use-cart-summary';
import { CartAmounts } from './cart-amounts';
import { CartPageLine } from './cart-page-line';
import { CouponBox } from './coupon-box';

interface CartPageProps {
  /** Per-line controls composed by the route module (features do not import each other). */
  renderLineAction?: (item: CartItem) => ReactNode;
}

/**
 * The Cart page, 'Shopping cart' (storefront §2, checkout §2): the browser's cart priced by the
 * server's quote, with Confirm Order leading to Checkout (disabled while the cart is empty).
 */
export function CartPage({ renderLineAction }: CartPageProps) {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const items = useCartStore((state) => state.cartItems);
  const sluguser = useReferralSlug();
  const summary = useCartSummary();
  const actions = useCartLineActions();
  const isEmpty = items.length === 0;

  return (
    <div className="container-page py-8 lg:py-12">
      <h1 className="text-3xl sm:text-4xl">{t('page.title')}</h1>
      {isEmpty ? (
        <div className="mt-8 flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-cream-dark">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-sage-light text-brand">
            <CartIcon className="size-8" />
          </span>
          <p className="text-lg text-ink">{t('page.empty')}</p>
          <Link to={paths.product(sluguser)} className="btn-gold">
            {t('popup.continue')}
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <section aria-labelledby="cart-items-heading" className="rounded-3xl bg-white px-5 ring-1 ring-cream-dark sm:px-6">
            <h2 id="cart-items-heading" className="sr-only">
              {t('page.itemsHeading')}
            </h2>
            <div aria-hidden="true" className="hidden grid-cols-[minmax(0,1fr)_7rem_7rem_7rem] border-b border-cream-dark py-3 text-xs font-semibold tracking-wide text-ink-muted uppercase md:grid">
              <span>{t('page.product')}</span>
              <span className="text-right">{t('page.price')}</span>
              <span className="text-center">{t('page.quantity')}</span>
              <span className="text-right">{t('page.lineTotal')}</span>
            </div>
            <ul className="divide-y divide-cream-dark">
              {items.map((item) => (
                <CartPageLine
                  key={item.id}
                  item={item}
                  amounts={summary.lines.get(item.id)}
                  currency={summary.currency}
                  sluguser={sluguser}
                  onQuantity={(quantity) => actions.setQuantity(item.id, quantity)}
                  onRemove={() => actions.remove(item.id)}
                  action={renderLineAction?.(item)}
                />
              ))}
            </ul>
          </section>
          <aside aria-label={t('page.summary')} className="space-y-5 rounded-3xl bg-white p-5 ring-1 ring-cream-dark sm:p-6 lg:sticky lg:top-6">
            <CouponBox refusal={summary.couponRefusal} />
            <CartAmounts summary={summary} isUpdating={summary.isUpdating} />
            <ConfirmOrder disabled={isEmpty} onConfirm={() => void navigate(`${paths.checkout(sluguser)}${offerSearchOf(items)}`)} />
          </aside>
        </div>
      )}
      {isEmpty && (
        <div className="mt-6 flex justify-end">
          <ConfirmOrder disabled onConfirm={() => undefined} />
        </div>
      )}
    </div>
  );
}

function ConfirmOrder({ disabled, onConfirm }: { disabled: boolean; onConfirm: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <button type="button" disabled={disabled} onClick={onConfirm} className="btn-primary min-h-12 w-full text-base sm:w-auto lg:w-full">
      {t('page.confirm')}
    </button>
  );
}
