import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteItem } from '@upline/contract/cart';
import {
  coversProduct,
  freeShippingText,
  moneyBackCoverage,
  moneyBackTitle,
  returnPolicyText,
} from '../../../../shared/claims/shop-claims';
import { useShopClaims } from '../../../../shared/claims/use-shop-claims';
import { formatMoney } from '../../../../shared/format/money';
import type { CartItem } from '../../../../shared/cart/cart-types';
import type { ReviewAmounts } from '../../lib/review-amounts';
import { DoctorBioDialog } from './doctor-bio-dialog';
import { ReviewItems, reviewLinesOf } from './review-items';
import { ReviewTotals } from './review-totals';

interface OrderReviewProps {
  cartItems: readonly CartItem[];
  quoteItems: readonly QuoteItem[] | undefined;
  amounts: ReviewAmounts;
  isUpdating: boolean;
  /** The coupon box, composed by the route from the cart feature. */
  couponBox?: ReactNode;
  /** The landing mode hides the extra side text (checkout §2 `product`). */
  showSideText: boolean;
}

/**
 * The order review panel (checkout §2): items, coupon box, amounts, the guarantee text and the
 * doctor bio. The guarantee text is the shop's data: the money-back guarantee when it covers every
 * product in the cart, with what it covers, then the refund policy of every order. On a phone the
 * item list folds away behind its count; the amounts always show.
 */
export function OrderReview({ cartItems, quoteItems, amounts, isUpdating, couponBox, showSideText }: OrderReviewProps) {
  const { t } = useTranslation('checkout');
  const { t: tShared } = useTranslation();
  const claims = useShopClaims();
  const moneyBack = claims.moneyBack;
  const isCovered = moneyBack !== null && cartItems.length > 0 && cartItems.every((item) => coversProduct(moneyBack, item.id));
  // Free shipping is said at checkout only for a cart it covers, as the quote applies it.
  const freeShipping = claims.freeShipping.find((claim) => cartItems.length > 0 && cartItems.every((item) => claim.productIds.includes(item.id)));
  const [isOpen, setIsOpen] = useState(false);
  const count = cartItems.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <section aria-labelledby="order-review-title" className="space-y-4">
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-cream-dark sm:p-6">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="order-review-title" className="text-xl">
            {t('review.title')}
          </h2>
          <span className="text-sm text-ink-muted">{t('review.items', { count })}</span>
        </div>
        <button
          type="button"
          onClick={() => setIsOpen((open) => !open)}
          aria-expanded={isOpen}
          aria-controls="review-item-list"
          className="mt-2 flex w-full items-center justify-between rounded-lg py-1 text-sm font-medium text-brand lg:hidden"
        >
          <span>{isOpen ? t('review.hideItems') : t('review.showItems')}</span>
          <span className="font-semibold text-ink tabular-nums">{formatMoney(amounts.totalMinor, amounts.currency)}</span>
        </button>
        <div id="review-item-list" className={`${isOpen ? 'block' : 'hidden'} mt-2 lg:block`}>
          <ReviewItems lines={reviewLinesOf(cartItems, quoteItems)} currency={amounts.currency} />
        </div>
        {couponBox && <div className="mt-4 border-t border-cream-dark pt-4">{couponBox}</div>}
        <div className="mt-4 border-t border-cream-dark pt-4">
          <ReviewTotals amounts={amounts} isUpdating={isUpdating} />
        </div>
        <div className="mt-5 rounded-2xl bg-sage-light/60 p-4" data-testid="review-guarantee">
          {moneyBack && isCovered && (
            <>
              <p className="font-semibold text-brand">{moneyBackTitle(tShared, moneyBack)}</p>
              <p className="mt-1 text-sm text-ink">{moneyBackCoverage(tShared, moneyBack)}</p>
            </>
          )}
          {claims.returns && <p className="mt-1 text-sm text-ink">{returnPolicyText(tShared, claims.returns)}</p>}
          <div className="mt-2">
            <DoctorBioDialog />
          </div>
        </div>
      </div>
      {showSideText && (
        <aside className="hidden rounded-3xl bg-brand-dark p-5 text-cream on-dark lg:block" data-testid="checkout-side-text">
          <p className="font-serif text-lg">{t('review.sideTitle')}</p>
          {freeShipping && <p className="mt-1 text-sm text-cream/90">{freeShippingText(tShared, freeShipping)}</p>}
        </aside>
      )}
    </section>
  );
}
