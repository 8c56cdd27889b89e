import { lazy, Suspense, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Autoship, AutoshipCardResponse } from '@upline/contract/autoship';
import { isApiError } from '../../../shared/api/api-error';
import { savedCardLabel } from '../../../shared/payments/card-brand';
import { cardFormKind } from '../../../shared/payments/card-form-kind';
import { usePaymentsConfig } from '../../../shared/payments/get-payments-config';
import type { StripeCardHandle } from '../../../shared/payments/stripe-payment-method';
import { createTestPaymentMethod, formatCardNumber, formatExpiry, type CardField, type CardInput, type CardProblem } from '../../../shared/payments/test-card';
import { TestCardFieldset, useTestCardTexts } from '../../../shared/payments/test-card-fieldset';
import { useSessionStore } from '../../../shared/session/session-store';
import { Spinner } from '../../../shared/ui/spinner';
import { autoshipsQueryKey, confirmAutoshipCard, putAutoshipCard } from '../api/autoships';
import { CardChallengeDialog } from './card-challenge-dialog';

// Stripe's code is only fetched where the shop's card provider is Stripe.
const StripeCardField = lazy(() => import('../../../shared/payments/stripe-card-field'));

type Errors = Partial<Record<CardField, string>>;

/**
 * The card of an autoship (where the dunning e-mails link): the card on file and a form for a new
 * one: the test card form, or Stripe's card field. The card is saved without a charge; when the
 * bank asks for 3-D Secure the challenge runs here (Stripe's, or the test gateway's stand-in),
 * then the server checks the result before it replaces the card. During dunning the due order is
 * charged again at once.
 */
export function AutoshipCardForm({ autoship }: { autoship: Autoship }) {
  const { t } = useTranslation('subscriptions');
  const cardWords = { none: t('autoship.card.none'), unnamed: t('autoship.card.unnamed'), ending: (brand: string, last4: string) => t('autoship.card.ending', { brand, last4 }) };
  const client = useQueryClient();
  const language = useSessionStore((state) => state.language);
  const cardForm = cardFormKind(usePaymentsConfig(autoship.currency).data);
  const baseTexts = useTestCardTexts('subscriptions');
  const texts = { ...baseTexts, outcome: (o: Parameters<typeof baseTexts.outcome>[0]) => (o === 'authentication' ? t('autoship.card.asksAuthentication') : baseTexts.outcome(o)) };
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [isBusy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<{ clientSecret: string; finish: (passed: boolean) => void } | null>(null);
  const refs = { number: useRef<HTMLInputElement>(null), expiry: useRef<HTMLInputElement>(null), cvc: useRef<HTMLInputElement>(null) };
  const stripeCard = useRef<StripeCardHandle | null>(null);

  const setField = (field: CardField, value: string) => {
    const shaped = field === 'number' ? formatCardNumber(value) : field === 'expiry' ? formatExpiry(value) : value.replace(/\D/g, '').slice(0, 4);
    setCard((current) => ({ ...current, [field]: shaped }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const paymentMethodId = async (): Promise<string | null> => {
    if (cardForm.kind === 'stripe') {
      const created = stripeCard.current ? await stripeCard.current.createPaymentMethod() : { ok: false as const, message: t('card.stripeLoading') };
      if (created.ok) return created.paymentMethodId;
      setErrors({ number: created.message });
      return null;
    }
    const created = createTestPaymentMethod(card, new Date());
    if (created.ok) return created.paymentMethodId;
    const next: Errors = {};
    for (const [field, problem] of Object.entries(created.problems) as [CardField, CardProblem][]) next[field] = t(`card.problems.${problem}`);
    setErrors(next);
    const first = (['number', 'expiry', 'cvc'] as const).find((f) => next[f]);
    if (first) refs[first].current?.focus();
    return null;
  };

  /** The bank's challenge: Stripe.js runs it, or the test gateway's dialog stands in for it. */
  const authenticate = async (clientSecret: string): Promise<void> => {
    if (cardForm.kind === 'stripe') {
      await stripeCard.current?.handleNextAction(clientSecret);
      return;
    }
    await new Promise<void>((resolve) => setChallenge({ clientSecret, finish: () => resolve() }));
    setChallenge(null);
  };

  const done = (answer: AutoshipCardResponse) => {
    toast.success(answer.message ?? t('autoship.card.saved'), { duration: 2500 });
    setCard({ number: '', expiry: '', cvc: '' });
    void client.invalidateQueries({ queryKey: autoshipsQueryKey });
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    setBusy(true);
    try {
      const pm = await paymentMethodId();
      if (!pm) return;
      const answer = await putAutoshipCard(autoship.id, pm);
      if (answer.status === 'succeeded') return done(answer);
      if (!answer.client_secret || !answer.setup_ref) return;
      await authenticate(answer.client_secret);
      // The server reads the setup at the provider: it decides, whatever the browser saw.
      done(await confirmAutoshipCard(autoship.id, answer.setup_ref));
    } catch (error) {
      const message = isApiError(error) ? error.message : t('autoship.card.failed');
      setErrors({ number: message });
      toast.error(message, { duration: 4000 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`autoship-card-${autoship.id}`} className="space-y-4" data-testid="autoship-card-form">
      <h4 id={`autoship-card-${autoship.id}`} className="font-serif text-lg text-brand">
        {t('autoship.card.title')}
      </h4>
      <p className="text-sm">
        {t('autoship.card.current')}: <span className="font-semibold" data-testid="autoship-card-label">{savedCardLabel(autoship.card, cardWords)}</span>
      </p>
      {autoship.status === 'past_due' && <p className="rounded-xl bg-red-50 p-3 text-sm text-red-800">{t('autoship.card.pastDue')}</p>}
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        {cardForm.kind === 'stripe' ? (
          <Suspense fallback={<Spinner className="py-6" />}>
            <StripeCardField
              publishableKey={cardForm.publishableKey}
              locale={language}
              handleRef={stripeCard}
              texts={{ legend: t('card.legend'), loading: t('card.stripeLoading'), failed: t('card.stripeFailed') }}
              {...(errors.number ? { error: errors.number } : {})}
              onEdit={() => setErrors({})}
            />
          </Suspense>
        ) : (
          <TestCardFieldset texts={texts} card={card} errors={errors} refs={refs} onChange={setField} fieldsClassName="max-w-md" testId="autoship-test-card" />
        )}
        <button type="submit" className="btn-primary min-h-11" disabled={isBusy} aria-busy={isBusy}>
          {isBusy ? t('autoship.card.saving') : t('autoship.card.save')}
        </button>
      </form>
      {challenge && (
        <CardChallengeDialog
          clientSecret={challenge.clientSecret}
          onDone={() => challenge.finish(true)}
        />
      )}
    </section>
  );
}
