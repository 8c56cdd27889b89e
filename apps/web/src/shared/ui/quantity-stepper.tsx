import type { ReactNode } from 'react';
import { MinusIcon, PlusIcon } from './page-icons';

interface QuantityStepperProps {
  /** The accessible names of the two buttons, in the caller's language. */
  decreaseLabel: string;
  increaseLabel: string;
  onDecrease: () => void;
  onIncrease: () => void;
  /** Names the whole control when it has no visible label of its own. */
  groupLabel?: string;
  /** The quantity between the buttons: a read-only output, or the caller's labelled input. */
  children: ReactNode;
}

/**
 * The shop's one quantity control: minus, the quantity, plus. The minus button stays enabled at 1
 * so that the caller's refusal (the spec's 'Quantity can not be zero.') is heard.
 */
export function QuantityStepper({ decreaseLabel, increaseLabel, onDecrease, onIncrease, groupLabel, children }: QuantityStepperProps) {
  const buttonClass = 'inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-cream-dark';
  return (
    <div role="group" aria-label={groupLabel} className="inline-flex items-center rounded-full border border-cream-dark bg-white">
      <button type="button" onClick={onDecrease} aria-label={decreaseLabel} className={buttonClass}>
        <MinusIcon className="size-4" />
      </button>
      {children}
      <button type="button" onClick={onIncrease} aria-label={increaseLabel} className={buttonClass}>
        <PlusIcon className="size-4" />
      </button>
    </div>
  );
}
