import { useEffect } from 'react';
import { repriceStoredCart } from './cart-actions';
import { useCartCurrency, useShopperType } from './cart-shopper';

/** Prices the cart again whenever the member type (login, logout) or the shopping currency changes. */
export function useCartRepricing(): void {
  const shopperType = useShopperType();
  const currency = useCartCurrency();
  useEffect(() => {
    repriceStoredCart();
  }, [shopperType, currency]);
}
