import { useTranslation } from 'react-i18next';
import { useCartQuantity } from '../../../shared/cart/cart-store';
import { useCartPopupStore } from '../../../shared/cart/cart-popup-store';
import { CartIcon } from '../../../shared/ui/icons';

/** The cart icon with the total quantity; it opens the cart popup. */
export function CartButton() {
  const { t } = useTranslation();
  const quantity = useCartQuantity();
  const open = useCartPopupStore((state) => state.open);
  return (
    <button
      type="button"
      onClick={open}
      aria-label={t('header.cart', { count: quantity })}
      aria-haspopup="dialog"
      className="relative inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-cream-dark"
    >
      <CartIcon className="size-6" />
      {quantity > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-gold px-1 text-xs leading-5 font-bold text-ink"
        >
          {quantity > 99 ? '99+' : quantity}
        </span>
      )}
    </button>
  );
}
