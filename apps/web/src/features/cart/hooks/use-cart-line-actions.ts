import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { changeCartQuantity, decreaseCartQuantity, increaseCartQuantity, removeFromCart } from '../../../shared/cart/cart-actions';
import type { QuantityChange } from '../../../shared/cart/cart-rules';

/** The popup's and the cart page's line controls, with the spec's toasts (storefront §8). */
export function useCartLineActions() {
  const { t } = useTranslation('cart');

  const report = (change: QuantityChange): boolean => {
    if (change.ok) return true;
    if (change.reason === 'quantity-zero') toast.error(t('quantity.zero'), { id: 'cart-quantity', duration: 2000 });
    else if (change.reason === 'quantity-too-high') toast.error(t('quantity.tooHigh'), { id: 'cart-quantity', duration: 2000 });
    else if (change.reason === 'fixed-by-offer') toast.error(t('quantity.fixedByOffer'), { id: 'cart-quantity', duration: 2500 });
    return false;
  };

  return {
    decrease: (productId: number) => report(decreaseCartQuantity(productId)),
    increase: (productId: number) => report(increaseCartQuantity(productId)),
    /** Returns false when the quantity was refused (the field then shows the stored quantity again). */
    setQuantity: (productId: number, quantity: number) => report(changeCartQuantity(productId, quantity)),
    remove: (productId: number) => {
      removeFromCart(productId);
      toast.success(t('removed'), { duration: 2000 });
    },
  };
}
