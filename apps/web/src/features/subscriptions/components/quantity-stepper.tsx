import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface QuantityStepperProps {
  value: string;
  onChange: (text: string) => void;
  onDecrement: () => void;
  onIncrement: () => void;
  error?: string;
  inputRef: Ref<HTMLInputElement>;
}

/** The plan quantity: minus, the number, plus. Going below 1 is refused with the spec's message. */
export function QuantityStepper({ value, onChange, onDecrement, onIncrement, error, inputRef }: QuantityStepperProps) {
  const { t } = useTranslation('subscriptions');
  const id = useId();
  const buttonClass = 'inline-flex size-11 items-center justify-center text-xl font-semibold text-brand hover:bg-sage-light';
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {t('fee.quantity')}
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-lg border border-ink-muted/40 bg-white">
        <button type="button" className={buttonClass} onClick={onDecrement} aria-label={t('fee.decrease')}>
          −
        </button>
        <input
          id={id}
          ref={inputRef}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-11 w-16 border-x border-ink-muted/40 text-center text-base text-ink"
        />
        <button type="button" className={buttonClass} onClick={onIncrement} aria-label={t('fee.increase')}>
          +
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
