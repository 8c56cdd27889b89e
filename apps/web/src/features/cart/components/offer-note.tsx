import { useTranslation } from 'react-i18next';

/** The 'Buy 2 Get 1 Free' note of an offer line (checkout §2 `double`). */
export function OfferNote() {
  const { t } = useTranslation('cart');
  return (
    <span data-testid="bogo-note" className="inline-flex rounded-full bg-gold-light px-2.5 py-0.5 text-xs font-semibold text-ink">
      {t('offer.buyTwoGetOne')}
    </span>
  );
}
