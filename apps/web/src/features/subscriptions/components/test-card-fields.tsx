import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanPayment } from '../hooks/use-plan-payment';
import { testCards, formatCardNumber, type CardField } from '../../../shared/payments/test-card';

const outcomeKeys = { succeeds: 'succeeds', declined: 'declined', authentication: 'authentication' } as const;

/**
 * The test gateway's card form: number, expiry and CVC. It says plainly that it is the test
 * payment form and lists the test numbers it accepts; no real card can be used here.
 */
export function TestCardFields({ payment }: { payment: PlanPayment }) {
  const { t } = useTranslation('subscriptions');
  const id = useId();
  const { card, errors, refs, setCardField } = payment;

  const field = (name: CardField, label: string, props: { autoComplete: string; placeholder: string; ref: RefObject<HTMLInputElement | null> }) => {
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
          ref={props.ref}
          value={card[name]}
          onChange={(event) => setCardField(name, event.target.value)}
          inputMode="numeric"
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          className={`field-input ${error ? 'border-red-700' : ''}`}
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
    <fieldset className="space-y-4">
      <legend className="mb-2 text-sm font-medium text-ink">{t('card.legend')}</legend>
      <div className="rounded-xl border border-dashed border-gold-dark bg-cream p-4 text-sm text-ink">
        <p className="font-semibold">{t('card.testTitle')}</p>
        <p className="mt-1">{t('card.testText')}</p>
        <ul className="mt-2 space-y-1">
          {testCards.map((testCard) => (
            <li key={testCard.number} className="flex flex-wrap gap-x-2">
              <span className="font-mono tabular-nums">{formatCardNumber(testCard.number)}</span>
              <span className="text-ink-muted">
                {testCard.brand} · {t(`card.outcomes.${outcomeKeys[testCard.outcome]}`)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="max-w-xl space-y-4">
        {field('number', t('card.number'), { autoComplete: 'off', placeholder: '4242 4242 4242 4242', ref: refs.number })}
        <div className="grid grid-cols-2 gap-4">
          {field('expiry', t('card.expiry'), { autoComplete: 'off', placeholder: t('card.expiryPlaceholder'), ref: refs.expiry })}
          {field('cvc', t('card.cvc'), { autoComplete: 'off', placeholder: '123', ref: refs.cvc })}
        </div>
      </div>
    </fieldset>
  );
}
