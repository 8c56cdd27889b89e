import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon } from '../../../shared/ui/icons';

interface QuantityStepperProps {
  name: string;
  quantity: number;
  onDecrease: () => void;
  onIncrease: () => void;
}

/**
 * The popup's quantity control. The minus button stays enabled at 1 so that the refusal
 * ('Quantity can not be zero.') is heard, as the spec shows it.
 */
export function QuantityStepper({ name, quantity, onDecrease, onIncrease }: QuantityStepperProps) {
  const { t } = useTranslation('cart');
  return (
    <div role="group" aria-label={t('quantity.label', { name })} className="inline-flex items-center rounded-full border border-cream-dark bg-white">
      <button
        type="button"
        onClick={onDecrease}
        aria-label={t('quantity.decrease', { name })}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-cream-dark"
      >
        <MinusIcon className="size-4" />
      </button>
      <output aria-live="polite" data-testid="line-quantity" className="min-w-8 text-center text-sm font-semibold tabular-nums">
        {quantity}
      </output>
      <button
        type="button"
        onClick={onIncrease}
        aria-label={t('quantity.increase', { name })}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-cream-dark"
      >
        <PlusIcon className="size-4" />
      </button>
    </div>
  );
}
