import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCartStore } from '../../../shared/cart/cart-store';
import { useCouponForm, useCouponRefusalText } from '../hooks/use-coupon-form';
import { CloseIcon } from '../../../shared/ui/icons';
import { TagIcon } from '../../../shared/ui/page-icons';

interface CouponBoxProps {
  /** The server's refusal of the applied code for the cart as it is now. */
  refusal: { code: string; message: string } | null;
}

/**
 * The coupon box of the popup and the cart page (storefront §4): a code field while none is
 * applied; the applied code with a remove control afterwards.
 */
export function CouponBox({ refusal }: CouponBoxProps) {
  const { t } = useTranslation('cart');
  const coupon = useCartStore((state) => state.couponCodeData);
  const { apply, remove, isApplying } = useCouponForm();
  const refusalText = useCouponRefusalText();
  const [code, setCode] = useState('');
  const inputId = useId();

  if (coupon.codeApplied) {
    return (
      <div className="rounded-xl border border-sage bg-sage-light/60 px-3 py-2" data-testid="applied-coupon">
        <div className="flex items-center gap-2">
          <TagIcon className="size-5 shrink-0 text-brand" />
          <p className="flex-1 text-sm text-ink">
            {t('coupon.appliedCode')} <strong className="font-semibold tracking-wide">{coupon.discountCode}</strong>
          </p>
          <button
            type="button"
            onClick={remove}
            aria-label={t('coupon.remove', { code: coupon.discountCode })}
            className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-sage-light"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        {refusal && (
          <p role="alert" className="mt-1 text-sm font-medium text-red-800">
            {refusalText(refusal.code, refusal.message)}
          </p>
        )}
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await apply(code)) setCode('');
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-1.5" aria-label={t('coupon.formLabel')}>
      <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
        {t('coupon.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('coupon.placeholder')}
          className="field-input min-w-0 flex-1 uppercase placeholder:normal-case"
        />
        <button type="submit" disabled={isApplying} className="btn-outline shrink-0">
          {isApplying ? t('coupon.applying') : t('coupon.apply')}
        </button>
      </div>
    </form>
  );
}
