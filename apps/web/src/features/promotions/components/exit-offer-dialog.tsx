import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { applyCoupon } from '../../../shared/cart/cart-coupon';
import { couponRefusalKey } from '../../../shared/cart/coupon-refusal';
import { useCartStore } from '../../../shared/cart/cart-store';
import { CloseIcon } from '../../../shared/ui/icons';
import { useExitIntent } from '../hooks/use-exit-intent';
import { rememberExitOfferSeen } from '../lib/exit-intent';
import type { ExitOffer } from '../lib/offer-lookup';

/**
 * The exit offer's dialog (its code loads only on a page that has an offer, exit-offer-popup.tsx):
 * armed `delay_seconds` after arrival, shown when the visitor heads away.
 */
export function ExitOfferDialog({ offer, arrivedAt }: { offer: ExitOffer; arrivedAt: number }) {
  const { t } = useTranslation('promotions');
  const [isDismissed, setIsDismissed] = useState(false);
  const [isApplying, setIsApplying] = useState(false);
  const [delayMs] = useState(() => Math.max(0, arrivedAt + offer.delay_seconds * 1000 - Date.now()));
  const isLeaving = useExitIntent(!isDismissed, delayMs);
  const hasItems = useCartStore((state) => state.cartItems.length > 0);
  const isOpen = isLeaving && !isDismissed;

  // Once per visitor: shown is seen, whether the visitor applies the code, dismisses it or leaves.
  useEffect(() => {
    if (isOpen) rememberExitOfferSeen(localStorage, offer.coupon_code);
  }, [isOpen, offer.coupon_code]);

  const dismiss = () => setIsDismissed(true);

  const apply = async () => {
    setIsApplying(true);
    const outcome = await applyCoupon(offer.coupon_code);
    setIsApplying(false);
    if (outcome.kind === 'applied') {
      toast.success(t('coupon.applied'), { duration: 2000 });
      dismiss();
    } else if (outcome.kind === 'refused') {
      const key = couponRefusalKey(outcome.code);
      toast.error(key ? t(`coupon.refusals.${key}`) : outcome.message, { duration: 3000 });
    } else {
      toast.error(t('coupon.notFound'), { duration: 3000 });
    }
  };

  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && dismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/60 data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-cream p-6 text-center shadow-2xl outline-none data-[state=open]:animate-pop-in sm:p-8">
          <Dialog.Close
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full hover:bg-cream-dark"
            aria-label={t('exitOffer.close')}
          >
            <CloseIcon className="size-6" />
          </Dialog.Close>
          <Dialog.Title className="font-serif text-2xl text-brand sm:text-3xl">{t('exitOffer.title')}</Dialog.Title>
          <Dialog.Description className="mt-3 text-base text-ink">{offer.headline}</Dialog.Description>
          <p className="mx-auto mt-5 inline-flex rounded-xl border-2 border-dashed border-gold bg-white px-5 py-2 font-mono text-2xl font-bold tracking-widest text-ink">
            <span className="sr-only">{t('exitOffer.codeLabel')} </span>
            {offer.coupon_code}
          </p>
          {!hasItems && <p className="mt-3 text-sm text-ink-muted">{t('exitOffer.emptyCart', { code: offer.coupon_code })}</p>}
          <div className="mt-6 grid gap-2">
            {hasItems && (
              <button type="button" onClick={() => void apply()} disabled={isApplying} className="btn-primary min-h-12 text-base">
                {isApplying ? t('exitOffer.applying') : t('exitOffer.apply', { code: offer.coupon_code })}
              </button>
            )}
            <button type="button" onClick={dismiss} className={hasItems ? 'btn text-ink-muted hover:text-ink' : 'btn-primary min-h-12 text-base'}>
              {hasItems ? t('exitOffer.noThanks') : t('exitOffer.keepShopping')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
