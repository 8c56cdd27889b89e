import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createTestPaymentMethod, formatCardNumber, formatExpiry, type CardField, type CardInput, type CardProblem } from '../../../../shared/payments/test-card';
import { TestCardFieldset, useTestCardTexts } from '../../../../shared/payments/test-card-fieldset';
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
  const texts = useTestCardTexts('checkout');
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const [problems, setProblems] = useState<Partial<Record<CardField, CardProblem>>>({});
  const refs = { number: useRef<HTMLInputElement>(null), expiry: useRef<HTMLInputElement>(null), cvc: useRef<HTMLInputElement>(null) };
  const cardRef = useRef(card);
  cardRef.current = card;
  const [challenge, setChallenge] = useState<OpenChallenge | null>(null);
  /** The provider's refusal of this card, shown beside its number until the card changes. */
  const [refusal, setRefusal] = useState<string | null>(null);
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
      showRefusal: setRefusal,
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
    setRefusal(null);
  };

  const errors: Partial<Record<CardField, string>> = Object.fromEntries(
    (Object.entries(problems) as [CardField, CardProblem | undefined][]).flatMap(([field, problem]) => (problem ? [[field, t(`card.problems.${problem}`)]] : [])),
  );
  if (refusal && !errors.number) errors.number = refusal;
  return (
    <TestCardFieldset
      testId="test-card-form"
      texts={texts}
      card={card}
      errors={errors}
      refs={refs}
      onChange={setField}
    >
      {challenge && <TestAuthenticationDialog key={challenge.clientSecret} clientSecret={challenge.clientSecret} onDone={challenge.finish} />}
    </TestCardFieldset>
  );
}
