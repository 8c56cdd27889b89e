import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCartPopupStore } from '../../../shared/cart/cart-popup-store';
import { useCartQuantity } from '../../../shared/cart/cart-store';
import { paths } from '../../../shared/paths';
import { useReferralSlug } from '../../../shared/session/session-store';
import { CartIcon, CloseIcon } from '../../../shared/ui/icons';

/**
 * The cart popup opened by the header's cart icon and the side menu's View Cart. This first
 * version shows the quantity and the ways on; the item rows, quantity controls and coupon box
 * of storefront §2 arrive with the cart logic.
 */
export function CartPopup() {
  const { t } = useTranslation();
  const isOpen = useCartPopupStore((state) => state.isOpen);
  const close = useCartPopupStore((state) => state.close);
  const quantity = useCartQuantity();
  const sluguser = useReferralSlug();

  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(26rem,92vw)] flex-col bg-cream shadow-xl outline-none">
          <div className="flex items-center justify-between border-b border-cream-dark px-5 py-4">
            <Dialog.Title className="font-serif text-2xl text-brand">{t('cartPopup.title')}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-cream-dark"
              aria-label={t('common.close')}
            >
              <CloseIcon className="size-6" />
            </Dialog.Close>
          </div>
          <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
            <span className="inline-flex size-16 items-center justify-center rounded-full bg-sage-light text-brand">
              <CartIcon className="size-8" />
            </span>
            <Dialog.Description className="text-lg text-ink">
              {quantity > 0 ? t('cartPopup.count', { count: quantity }) : t('cartPopup.empty')}
            </Dialog.Description>
          </div>
          <div className="space-y-3 border-t border-cream-dark p-5">
            {quantity > 0 && (
              <>
                <Link to={paths.checkout(sluguser)} onClick={close} className="btn-primary w-full">
                  {t('cartPopup.checkout')}
                </Link>
                <Link to={paths.cart()} onClick={close} className="btn-outline w-full">
                  {t('cartPopup.viewCart')}
                </Link>
              </>
            )}
            <Link to={paths.product(sluguser)} onClick={close} className="btn-gold w-full">
              {t('cartPopup.continue')}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
