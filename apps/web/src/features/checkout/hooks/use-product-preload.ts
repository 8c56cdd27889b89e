import { useEffect, useRef } from 'react';
import { addToCart } from '../../../shared/cart/add-to-cart';
import { startBuyTwoGetOne } from '../../../shared/cart/cart-actions';
import { useShopperType } from '../../../shared/cart/cart-shopper';
import { useCartStore } from '../../../shared/cart/cart-store';
import type { CartCurrency } from '../../../shared/cart/cart-types';
import { useCheckoutProduct } from '../api/get-product';
import { preloadActionOf } from '../lib/preload-line';

interface PreloadOptions {
  productId: number | null;
  isDouble: boolean;
  currency: CartCurrency;
  /** The products running buy-2-get-1-free (offers data), null until the offers are known. */
  bogoProductIds: readonly number[] | null;
}

/** Checkout §2 `product`: puts the product into the cart once the product and the offers are known. */
export function useProductPreload({ productId, isDouble, currency, bogoProductIds }: PreloadOptions) {
  const product = useCheckoutProduct(productId, currency);
  const shopperType = useShopperType();
  const done = useRef<number | null>(null);
  const isReady = productId !== null && product.data !== undefined && (!isDouble || bogoProductIds !== null);

  useEffect(() => {
    if (!isReady || !product.data || done.current === productId) return;
    done.current = productId;
    const action = preloadActionOf(product.data, useCartStore.getState().cartItems, {
      shopperType,
      isDouble,
      runsBogo: bogoProductIds?.includes(product.data.id) ?? false,
    });
    if (action.kind === 'add') addToCart(action.line, product.data);
    if (action.kind === 'bogo') startBuyTwoGetOne(action.offer, product.data);
  }, [bogoProductIds, isDouble, isReady, product.data, productId, shopperType]);

  return { isLoading: productId !== null && product.isLoading, isMissing: productId !== null && product.isSuccess && product.data === null };
}
