import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { Spinner } from '../../../shared/ui/spinner';
import { billingAddressQueryOptions, shippingAddressQueryOptions } from '../api/get-addresses';
import { AddressView } from './address-view';

/** The member's saved billing and shipping addresses side by side, with a way to change them. */
export function AddressSummary({ sluguser }: { sluguser: string | null }) {
  const { t } = useTranslation('accounts');
  const billing = useQuery(billingAddressQueryOptions());
  const shipping = useQuery(shippingAddressQueryOptions());
  if (billing.isPending || shipping.isPending) return <Spinner className="py-6" />;
  return (
    <div className="space-y-3">
      <div className="grid gap-4 md:grid-cols-2">
        <AddressView title={t('address.billing')} address={billing.data ?? null} />
        <AddressView title={t('address.shipping')} address={shipping.data ?? null} />
      </div>
      <Link to={paths.manageAddress(sluguser)} className="inline-block text-sm font-medium text-brand underline underline-offset-2">
        {t('address.change')}
      </Link>
    </div>
  );
}
