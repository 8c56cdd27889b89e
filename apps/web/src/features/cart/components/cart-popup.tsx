import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { offerSearchOf } from '../../../shared/cart/cart-offer-link';
import { useCartPopupStore } from '../../../shared/cart/cart-popup-store';
import { totalQuantity, useCartStore } from '../../../shared/cart/cart-store';
import { paths } from '../../../shared/paths';
import { useReferralSlug } from '../../../shared/session/session-store';
import { CartIcon, CloseIcon } from '../../../shared/ui/icons';
import { useCartLineActions } from '../hooks/use-cart-line-actions';
import { useCartSummary } from '../hooks/use-cart-summary';
import { CartAmounts } from './cart-amounts';
import { CouponBox } from './coupon-box';
import { PopupLine } from './popup-line';

/**
 * The cart popup (storefront §2): items with quantity controls and remove buttons, the coupon
 * box and the amounts, priced by the server's quote (the browser's figures until it answers).
 * Opened by the header's cart icon, the side menu's View Cart and Add to Cart.
 */
export function CartPopup() {
  const { t } = useTranslation('cart');
  const isOpen = useCartPopupStore((state) => state.isOpen);
  const close = useCartPopupStore((state) => state.close);
  const items = useCartStore((state) => state.cartItems);
  const sluguser = useReferralSlug();
  const summary = useCartSummary();
  const actions = useCartLineActions();
  const offerSearch = offerSearchOf(items);
  const count = totalQuantity(items);

  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(28rem,100vw)] flex-col bg-cream shadow-xl outline-none sm:w-[min(28rem,92vw)]"
        >
          <div className="flex items-center justify-between border-b border-cream-dark px-5 py-3">
            <Dialog.Title className="font-serif text-2xl text-brand">
              {t('popup.title')}
              {count > 0 && <span className="ml-2 font-sans text-base font-normal text-ink-muted">{t('popup.count', { count })}</span>}
            </Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-full hover:bg-cream-dark" aria-label={t('popup.close')}>
              <CloseIcon className="size-6" />
            </Dialog.Close>
          </div>

          {items.length === 0 ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
              <span className="inline-flex size-16 items-center justify-center rounded-full bg-sage-light text-brand">
                <CartIcon className="size-8" />
              </span>
              <p className="text-lg text-ink">{t('popup.empty')}</p>
              <Link to={paths.product(sluguser)} onClick={close} className="btn-gold">
                {t('popup.continue')}
              </Link>
            </div>
          ) : (
            <>
              <div className="flex-1 overflow-y-auto px-5">
                <ul className="divide-y divide-cream-dark" aria-label={t('popup.itemsLabel')}>
                  {items.map((item) => (
                    <PopupLine
                      key={item.id}
                      item={item}
                      amounts={summary.lines.get(item.id)}
                      currency={summary.currency}
                      sluguser={sluguser}
                      onNavigate={close}
                      onDecrease={() => actions.decrease(item.id)}
                      onIncrease={() => actions.increase(item.id)}
                      onRemove={() => actions.remove(item.id)}
                    />
                  ))}
                </ul>
              </div>
              <div className="space-y-4 border-t border-cream-dark bg-white/60 px-5 py-4">
                <CouponBox refusal={summary.couponRefusal} />
                <CartAmounts summary={summary} isUpdating={summary.isUpdating} />
                <div className="grid gap-2">
                  <Link to={`${paths.checkout(sluguser)}${offerSearch}`} onClick={close} className="btn-primary w-full">
                    {t('popup.checkout')}
                  </Link>
                  <div className="grid grid-cols-2 gap-2">
                    <Link to={`${paths.cart()}${offerSearch}`} onClick={close} className="btn-outline w-full">
                      {t('popup.viewCart')}
                    </Link>
                    <Link to={paths.product(sluguser)} onClick={close} className="btn-gold w-full">
                      {t('popup.continueShort')}
                    </Link>
                  </div>
                </div>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
