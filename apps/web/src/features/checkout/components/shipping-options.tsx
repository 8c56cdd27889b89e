import { useTranslation } from 'react-i18next';
import type { ShippingOptionWire } from '@upline/contract/cart';
import { fromDecimal } from '@upline/domain/money';
import { formatMoney } from '../../../shared/format/money';
import type { CartCurrency } from '../../../shared/cart/cart-types';
import { useMessage } from '../hooks/use-message';

export type ShippingLookup = 'need-address' | 'loading' | 'ready';

interface ShippingOptionsProps {
  lookup: ShippingLookup;
  options: readonly ShippingOptionWire[];
  isFree: boolean;
  selectedId: string;
  currency: CartCurrency;
  error?: string;
  onSelect: (option: ShippingOptionWire) => void;
}

/** Checkout §2 step 6: the rates for the address as radio buttons (rate, carrier). */
export function ShippingOptions({ lookup, options, isFree, selectedId, currency, error, onSelect }: ShippingOptionsProps) {
  const { t } = useTranslation('checkout');
  const translate = useMessage();
  if (lookup === 'need-address') return <p className="text-sm text-ink-muted">{t('shipping.needAddress')}</p>;
  if (lookup === 'loading' && options.length === 0) {
    return (
      <p className="text-sm text-ink-muted" role="status">
        {t('shipping.loading')}
      </p>
    );
  }
  if (options.length === 0) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
        {t('shipping.noMethod')}
      </p>
    );
  }
  return (
    <fieldset aria-describedby={error ? 'shipping-error' : undefined} aria-busy={lookup === 'loading'}>
      <legend className="sr-only">{t('shipping.legend')}</legend>
      <div className="space-y-2">
        {options.map((option) => {
          const isChecked = option.id === selectedId;
          return (
            <label
              key={option.id}
              className={`flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 transition-colors ${
                isChecked ? 'border-brand bg-sage-light/50' : 'border-ink-muted/30 bg-white hover:border-brand'
              }`}
            >
              <input type="radio" name="shippingType" value={option.id} checked={isChecked} onChange={() => onSelect(option)} className="size-5 accent-brand" />
              <span className="flex-1">
                <span className="block text-sm font-semibold text-ink">{t('shipping.option', { carrier: option.carrier, service: option.service })}</span>
                <span className="block text-xs text-ink-muted">{t('shipping.days', { min: option.min_days, max: option.max_days })}</span>
              </span>
              <span className="text-sm font-semibold text-ink tabular-nums">
                {isFree || option.rate === 0 ? t('shipping.free') : formatMoney(fromDecimal(option.rate), currency)}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id="shipping-error" className="mt-2 text-sm font-medium text-red-700">
          {translate(error)}
        </p>
      )}
    </fieldset>
  );
}
