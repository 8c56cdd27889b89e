import { useTranslation } from 'react-i18next';
import type { BillingAddress, ShippingAddress } from '../api/get-addresses';

/** One saved address as a postal block, or a note when none is saved yet. */
export function AddressView({ title, address }: { title: string; address: BillingAddress | ShippingAddress | null }) {
  const { t } = useTranslation('accounts');
  const postal = address ? ('postal_code' in address ? address.postal_code : address.zip_code) : '';
  const mobile = address && 'mobile' in address ? address.mobile : null;
  return (
    <section className="rounded-2xl border border-cream-dark p-5" aria-label={title}>
      <h2 className="text-xl">{title}</h2>
      {address ? (
        <address className="mt-3 space-y-0.5 text-ink not-italic">
          <span className="block">{address.address1}</span>
          {address.address2 && <span className="block">{address.address2}</span>}
          <span className="block">{[address.city, [address.state_name, postal].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</span>
          {address.country_name && <span className="block">{address.country_name}</span>}
          {mobile && <span className="mt-2 block text-ink-muted">{t('address.phone', { phone: mobile })}</span>}
        </address>
      ) : (
        <p className="mt-3 text-ink-muted">{t('address.none')}</p>
      )}
    </section>
  );
}
