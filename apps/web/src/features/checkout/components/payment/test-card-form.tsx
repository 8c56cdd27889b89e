import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createTestPaymentMethod, formatCardNumber, formatExpiry, testCards, type CardField, type CardInput, type CardProblem } from '../../../../shared/payments/test-card';
import type { CardAuthenticationResult, CardCollectorRef } from './card-collector';
import { TestAuthenticationDialog } from './test-authentication-dialog';

/** A challenge on screen, and how to end the Place Order flow's wait for it. */
interface OpenChallenge {
  clientSecret: string;
  finish: (result: CardAuthenticationResult) => void;
}

/**
 * The test gateway's card form (ARCHITECTURE §5): number, expiry and CVC, saying plainly that it
 * is the test payment form and listing the test numbers it accepts. The number is mapped to its
 * test payment-method id in the browser and never sent anywhere. A card that needs 3-D Secure
 * gets the test gateway's challenge dialog in place of the bank's page.
 */
export function TestCardForm({ collectorRef }: { collectorRef: CardCollectorRef }) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const [problems, setProblems] = useState<Partial<Record<CardField, CardProblem>>>({});
  const refs = { number: useRef<HTMLInputElement>(null), expiry: useRef<HTMLInputElement>(null), cvc: useRef<HTMLInputElement>(null) };
  const cardRef = useRef(card);
  cardRef.current = card;
  const [challenge, setChallenge] = useState<OpenChallenge | null>(null);
  const challengeRef = useRef<OpenChallenge | null>(null);

  useEffect(() => {
    collectorRef.current = {
      collect: async () => {
        const result = createTestPaymentMethod(cardRef.current, new Date());
        if (result.ok) return { ok: true, paymentMethodId: result.paymentMethodId };
        setProblems(result.problems);
        const first = (['number', 'expiry', 'cvc'] as const).find((field) => result.problems[field]);
        if (first) refs[first].current?.focus();
        return { ok: false, message: result.problems.number === 'numberUnknown' ? t('card.problems.numberUnknown') : null };
      },
      authenticate: (clientSecret) =>
        new Promise<CardAuthenticationResult>((resolve) => {
          const open: OpenChallenge = {
            clientSecret,
            finish: (result) => {
              if (challengeRef.current === open) challengeRef.current = null;
              setChallenge((current) => (current === open ? null : current));
              resolve(result);
            },
          };
          challengeRef.current = open;
          setChallenge(open);
        }),
    };
    return () => {
      collectorRef.current = null;
      // The form went away mid-challenge: the flow stops waiting (the server still decides).
      challengeRef.current?.finish({ ok: false, message: null });
    };
    // The refs are stable; the collector reads the card through cardRef.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [collectorRef, t]);

  const setField = (field: CardField, value: string) => {
    const shaped = field === 'number' ? formatCardNumber(value) : field === 'expiry' ? formatExpiry(value) : value.replace(/\D/g, '').slice(0, 4);
    setCard((current) => ({ ...current, [field]: shaped }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const input = (field: CardField, label: string, placeholder: string) => {
    const problem = problems[field];
    return (
      <div>
        <div className="mb-1 flex items-baseline gap-0.5 text-sm font-medium text-ink">
          <label htmlFor={`${id}-${field}`}>{label}</label>
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </div>
        <input
          id={`${id}-${field}`}
          ref={refs[field]}
          value={card[field]}
          onChange={(event) => setField(field, event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          aria-required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-${field}-error` : undefined}
          className={`field-input font-mono tabular-nums ${problem ? 'border-red-700' : ''}`}
        />
        {problem && (
          <p id={`${id}-${field}-error`} className="mt-1 text-sm font-medium text-red-700">
            {t(`card.problems.${problem}`)}
          </p>
        )}
      </div>
    );
  };

  return (
    <fieldset className="space-y-4" data-testid="test-card-form">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('card.legend')}</legend>
      <div className="rounded-xl border border-dashed border-gold-dark bg-cream p-4 text-sm text-ink">
        <p className="font-semibold">{t('card.testTitle')}</p>
        <p className="mt-1">{t('card.testText')}</p>
        <ul className="mt-2 space-y-1">
          {testCards.map((testCard) => (
            <li key={testCard.number} className="flex flex-wrap gap-x-2">
              <span className="font-mono tabular-nums">{formatCardNumber(testCard.number)}</span>
              <span className="text-ink-muted">
                {testCard.brand} · {t(`card.outcomes.${testCard.outcome}`)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {input('number', t('card.number'), '4242 4242 4242 4242')}
      <div className="grid grid-cols-2 gap-4">
        {input('expiry', t('card.expiry'), t('card.expiryPlaceholder'))}
        {input('cvc', t('card.cvc'), '123')}
      </div>
      {challenge && <TestAuthenticationDialog key={challenge.clientSecret} clientSecret={challenge.clientSecret} onDone={challenge.finish} />}
    </fieldset>
  );
}
