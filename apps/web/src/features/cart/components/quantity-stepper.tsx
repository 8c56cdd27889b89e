import { useTranslation } from 'react-i18next';
import { QuantityStepper as Stepper } from '../../../shared/ui/quantity-stepper';

/** The popup's quantity control for one line, its quantity read out as it changes. */
export function QuantityStepper({ name, quantity, onDecrease, onIncrease }: { name: string; quantity: number; onDecrease: () => void; onIncrease: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <Stepper
      groupLabel={t('quantity.label', { name })}
      decreaseLabel={t('quantity.decrease', { name })}
      increaseLabel={t('quantity.increase', { name })}
      onDecrease={onDecrease}
      onIncrease={onIncrease}
    >
      <output aria-live="polite" data-testid="line-quantity" className="min-w-8 text-center text-sm font-semibold tabular-nums">
        {quantity}
      </output>
    </Stepper>
  );
}
