import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { applyCoupon, removeCoupon, type CouponOutcome } from '../../../shared/cart/cart-coupon';
import { couponRefusalKey } from '../../../shared/cart/coupon-refusal';

/** A refusal in the visitor's language: the known codes are translated, others keep the server's text. */
export function useCouponRefusalText() {
  const { t } = useTranslation('cart');
  return (code: string, message: string) => {
    const key = couponRefusalKey(code);
    return key ? t(`coupon.refusals.${key}`) : message;
  };
}

/** The coupon box's apply and remove, with the toasts of storefront §8. */
export function useCouponForm() {
  const { t } = useTranslation('cart');
  const refusalText = useCouponRefusalText();
  const [isApplying, setIsApplying] = useState(false);

  const show = (outcome: CouponOutcome) => {
    if (outcome.kind === 'applied') toast.success(t('coupon.applied'), { duration: 2000 });
    else if (outcome.kind === 'refused') toast.error(refusalText(outcome.code, outcome.message), { duration: 3000 });
    else toast.error(t('coupon.notFound'), { duration: 3000 });
  };

  return {
    isApplying,
    /** Applies a code; resolves true when it was applied. */
    apply: async (code: string): Promise<boolean> => {
      setIsApplying(true);
      try {
        const outcome = await applyCoupon(code);
        show(outcome);
        return outcome.kind === 'applied';
      } finally {
        setIsApplying(false);
      }
    },
    remove: () => {
      removeCoupon();
      toast.success(t('coupon.removed'), { duration: 1500 });
    },
  };
}
