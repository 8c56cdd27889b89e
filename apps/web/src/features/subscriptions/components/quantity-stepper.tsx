import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { QuantityStepper as Stepper } from '../../../shared/ui/quantity-stepper';

interface QuantityStepperProps {
  value: string;
  onChange: (text: string) => void;
  onDecrement: () => void;
  onIncrement: () => void;
  error?: string;
  inputRef: Ref<HTMLInputElement>;
}

/** The plan quantity, labelled, in the shop's quantity control. Going below 1 is refused with the spec's message. */
export function QuantityStepper({ value, onChange, onDecrement, onIncrement, error, inputRef }: QuantityStepperProps) {
  const { t } = useTranslation('subscriptions');
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {t('fee.quantity')}
      </label>
      <Stepper decreaseLabel={t('fee.decrease')} increaseLabel={t('fee.increase')} onDecrease={onDecrement} onIncrease={onIncrement}>
        <input
          id={id}
          ref={inputRef}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-11 w-16 border-x border-cream-dark text-center text-base text-ink"
        />
      </Stepper>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
