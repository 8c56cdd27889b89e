import { useTranslation } from 'react-i18next';
import type { CartQuote } from '@upline/contract/cart';
import { fromDecimal } from '@upline/domain/money';
import { autoshipTermsText } from '@upline/domain/subscriptions';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { FieldError } from '../../../shared/ui/form/field-error';
import { AUTOSHIP } from '@upline/domain/catalogue';

/**
 * The autoship terms before payment: what is charged, how often, the first renewal date, the
 * six-month minimum and how to cancel, built by the same function the server stores as the
 * consent. A guest is asked to sign in or create an account first.
 */
export function AutoshipTerms({ form, quote, language, isGuest }: { form: CheckoutForm['form']; quote: CartQuote | undefined; language: string; isGuest: boolean }) {
  const { t } = useTranslation('checkout');
  const error = form.formState.errors.autoshipConsent?.message;
  if (isGuest) {
    return (
      <div role="note" className="mb-5 rounded-2xl bg-sage-light p-4 text-sm text-ink" data-testid="autoship-sign-in">
        <p className="font-semibold">{t('autoship.title')}</p>
        <p className="mt-1">{t('autoship.signIn')}</p>
        <FieldError id="autoship-sign-in-error" message={error} />
      </div>
    );
  }
  if (!quote) return null;
  const amountMinor = quote.items.filter((i) => i.purchaseType === AUTOSHIP).reduce((sum, i) => sum + fromDecimal(i.lineTotal), 0);
  const text = autoshipTermsText({ amountMinor, currency: quote.currency, startsAt: new Date(), lang: language });
  return (
    <section aria-labelledby="autoship-terms-title" className="mb-5 rounded-2xl bg-cream p-4" data-testid="autoship-terms">
      <h3 id="autoship-terms-title" className="font-sans text-base font-semibold text-ink">
        {t('autoship.title')}
      </h3>
      <p className="mt-2 text-sm text-ink">{text}</p>
      <div className="mt-3">
        <CheckboxField registration={form.register('autoshipConsent')} label={t('autoship.accept')} error={error} />
      </div>
    </section>
  );
}
