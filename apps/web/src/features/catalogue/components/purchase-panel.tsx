import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Product } from '@upline/contract/catalogue';
import { AUTOSHIP, ONE_TIME, type PurchaseType } from '@upline/domain/catalogue';
import { formatMoney } from '../../../shared/format/money';
import { useCartPopupStore } from '../../../shared/cart/cart-popup-store';
import { useCartStore } from '../../../shared/cart/cart-store';
import { useShopperType } from '../api/catalogue-request';
import { addProductToCart } from '../lib/add-product-to-cart';
import { quantityInCart } from '../lib/cart-line';
import { priceView } from '../lib/price-view';
import { GuaranteeLines } from './guarantee-lines';
import { PriceTag } from './price-tag';
import { TierTable } from './tier-table';

/** Storefront §5: the quantity select offers 1 to 60. */
export const quantityChoices = Array.from({ length: 60 }, (_, index) => index + 1);

/**
 * The price block and the buying form of the detail page: purchase type (only for autoship
 * products, then required), quantity, Add to Cart, the tier table and the guarantee. The price
 * follows the purchase type and the tier matched on the cart's quantity plus the chosen one.
 * `actions` sit beside Add to Cart (the route's wishlist button, for one).
 */
export function PurchasePanel({ product, actions }: { product: Product; actions?: ReactNode }) {
  const { t } = useTranslation('catalogue');
  const [searchParams] = useSearchParams();
  const shopperType = useShopperType();
  const cartItems = useCartStore((state) => state.cartItems);
  const openCartPopup = useCartPopupStore((state) => state.open);
  const hasAutoship = product.autoship === 'yes';
  const [purchaseType, setPurchaseType] = useState<PurchaseType>(ONE_TIME);
  const [quantity, setQuantity] = useState(1);
  const quantityId = useId();
  const isDouble = searchParams.get('double') === 'true';

  const effectiveType = hasAutoship ? purchaseType : ONE_TIME;
  const inCart = quantityInCart(cartItems, product.id);
  const view = priceView({ product, shopperType, purchaseType: effectiveType, quantityInCart: inCart, quantityChosen: quantity });
  const money = (minor: number) => formatMoney(minor, product.currency);

  const onAddToCart = (event: FormEvent) => {
    event.preventDefault();
    addProductToCart(product, {
      quantity,
      priceMinor: view.unitPriceMinor,
      salePriceMinor: view.salePriceMinor,
      purchaseType: effectiveType,
    });
    // The buy-one-get-one checkout (?double=true) keeps the shopper on the page.
    if (!isDouble) openCartPopup();
  };

  return (
    <form onSubmit={onAddToCart} className="mt-6" aria-label={t('purchase.formLabel', { name: product.name })}>
      <div aria-live="polite" aria-atomic="true" data-testid="price-block">
        <PriceTag size="lg" currency={product.currency} priceMinor={view.unitPriceMinor} compareAtMinor={view.compareAtMinor} />
        {effectiveType === AUTOSHIP && <p className="text-sm text-ink-muted">{t('purchase.everyMonth')}</p>}
        {view.tier && (
          <p className="text-sm font-medium text-brand">{t('purchase.tierApplied', { range: view.tier.range })}</p>
        )}
        {quantity > 1 && <p className="mt-1 text-sm text-ink-muted">{t('purchase.total', { count: quantity, total: money(view.totalMinor) })}</p>}
        {inCart > 0 && <p className="mt-1 text-sm text-ink-muted">{t('purchase.inCart', { count: inCart })}</p>}
      </div>

      {hasAutoship && (
        <fieldset className="mt-6">
          <legend className="text-sm font-semibold text-ink">{t('purchase.typeLegend')}</legend>
          <div className="mt-2 grid gap-2">
            {[
              { value: ONE_TIME, label: t('purchase.oneTime'), price: view.salePriceMinor },
              { value: AUTOSHIP, label: t('purchase.autoship'), price: view.autoshipPriceMinor },
            ].map((option) => (
              <label
                key={option.value}
                className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-4 py-2 transition-colors ${purchaseType === option.value ? 'border-brand bg-sage-light/60' : 'border-cream-dark bg-white hover:border-brand/60'}`}
              >
                <input
                  type="radio"
                  name="purchaseType"
                  value={option.value}
                  required
                  checked={purchaseType === option.value}
                  onChange={() => setPurchaseType(option.value)}
                  className="size-4 accent-brand"
                />
                <span className="flex-1 text-sm font-medium text-ink">{option.label}</span>
                <span className="text-sm font-semibold text-brand">{money(option.price)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <div className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={quantityId} className="block text-sm font-semibold text-ink">
            {t('purchase.quantity')}
          </label>
          <select
            id={quantityId}
            value={quantity}
            onChange={(event) => setQuantity(Number(event.target.value))}
            className="field-input mt-1 w-24"
          >
            {quantityChoices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary min-h-12 flex-1 px-8 text-base sm:flex-none">
          {t('purchase.addToCart')}
        </button>
        {actions}
      </div>
      {isDouble && <p className="mt-3 inline-flex rounded-full bg-gold-light px-3 py-1 text-sm font-semibold text-ink">{t('purchase.buyTwoGetOne')}</p>}

      <TierTable rows={view.tierRows} current={view.tier} currency={product.currency} />
      <GuaranteeLines productId={product.id} />
    </form>
  );
}
