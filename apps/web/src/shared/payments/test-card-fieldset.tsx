import { useId, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCardNumber, testCards, type CardField, type CardInput, type TestCardOutcome } from './test-card';

export interface TestCardFieldsetTexts {
  legend: string;
  testTitle: string;
  testText: string;
  number: string;
  expiry: string;
  expiryPlaceholder: string;
  cvc: string;
  /** What a test card does ('payment succeeds', 'card is declined', ...). */
  outcome: (outcome: TestCardOutcome) => string;
}

/**
 * The fieldset's texts in the page's language: every feature that shows the form keeps them
 * under the same `card.*` keys of its own namespace.
 */
export function useTestCardTexts(namespace: 'checkout' | 'subscriptions'): TestCardFieldsetTexts {
  const { t } = useTranslation(namespace);
  return {
    legend: t('card.legend'),
    testTitle: t('card.testTitle'),
    testText: t('card.testText'),
    number: t('card.number'),
    expiry: t('card.expiry'),
    expiryPlaceholder: t('card.expiryPlaceholder'),
    cvc: t('card.cvc'),
    outcome: (outcome) => t(`card.outcomes.${outcome}`),
  };
}

export interface TestCardFieldsetProps {
  texts: TestCardFieldsetTexts;
  card: CardInput;
  /** Each field's message, already in the page's language. */
  errors: Partial<Record<CardField, string>>;
  refs: Record<CardField, RefObject<HTMLInputElement | null>>;
  onChange: (field: CardField, value: string) => void;
  /** Classes of the block holding the three fields (e.g. a width limit). */
  fieldsClassName?: string;
  testId?: string;
  /** Anything the page shows with the form (the checkout's 3-D Secure challenge). */
  children?: ReactNode;
}

/**
 * The test gateway's card form, for every page that takes a card on the test gateway (checkout,
 * signup, Plan): it says plainly that it is the test payment form, lists the test numbers it
 * accepts, and takes number, expiry and CVC. No real card can be used here.
 */
export function TestCardFieldset({ texts, card, errors, refs, onChange, fieldsClassName = '', testId, children }: TestCardFieldsetProps) {
  const id = useId();
  const field = (name: CardField, label: string, placeholder: string) => {
    const error = errors[name];
    return (
      <div>
        <div className="mb-1 flex items-baseline gap-0.5 text-sm font-medium text-ink">
          <label htmlFor={`${id}-${name}`}>{label}</label>
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </div>
        <input
          id={`${id}-${name}`}
          ref={refs[name]}
          value={card[name]}
          onChange={(event) => onChange(name, event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          className={`field-input font-mono tabular-nums ${error ? 'border-red-700' : ''}`}
        />
        {error && (
          <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <fieldset className="space-y-4" data-testid={testId}>
      <legend className="mb-2 text-sm font-semibold text-ink">{texts.legend}</legend>
      <div className="rounded-xl border border-dashed border-gold-dark bg-cream p-4 text-sm text-ink">
        <p className="font-semibold">{texts.testTitle}</p>
        <p className="mt-1">{texts.testText}</p>
        <ul className="mt-2 space-y-1">
          {testCards.map((testCard) => (
            <li key={testCard.number} className="flex flex-wrap gap-x-2">
              <span className="font-mono tabular-nums">{formatCardNumber(testCard.number)}</span>
              <span className="text-ink-muted">
                {testCard.brand} · {texts.outcome(testCard.outcome)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className={`space-y-4 ${fieldsClassName}`}>
        {field('number', texts.number, '4242 4242 4242 4242')}
        <div className="grid grid-cols-2 gap-4">
          {field('expiry', texts.expiry, texts.expiryPlaceholder)}
          {field('cvc', texts.cvc, '123')}
        </div>
      </div>
      {children}
    </fieldset>
  );
}
