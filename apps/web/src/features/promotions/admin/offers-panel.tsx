import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OfferForm } from './offer-form';
import { adminOffersQueryOptions } from './promotions-admin-api';
import { StaffGate } from './staff-gate';

/** The offers, each in the form of its kind (checked with the kind's rules here and on the server). */
export function OffersPanel() {
  const { t } = useTranslation('promotionsAdmin');
  const offers = useQuery(adminOffersQueryOptions());
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm sm:p-6" aria-labelledby="offers-title">
      <h2 id="offers-title" className="text-2xl">
        {t('offers.title')}
      </h2>
      <p className="mt-2 text-ink-muted">{t('offers.intro')}</p>
      <StaffGate error={offers.error} isPending={offers.isPending}>
        {() => (
          <ul className="mt-4 grid gap-4">
            {offers.data!.map((offer) => (
              <li key={`${offer.id}-${JSON.stringify(offer)}`}>
                <OfferForm offer={offer} />
              </li>
            ))}
          </ul>
        )}
      </StaffGate>
    </section>
  );
}
