import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/ui/spinner';
import { billingAddressQueryOptions, shippingAddressQueryOptions } from '../api/get-addresses';
import { useSignOutWhenUnauthenticated } from '../../../shared/session/use-sign-out-when-unauthenticated';
import { AddressEditForm } from './address-edit-form';
import { AddressView } from './address-view';
import { LoadFailed, MemberPage } from './member-page';

/** Manage Addresses (accounts §2.10, §4): view mode; Edit switches to edit mode; Save returns to view mode. */
export function ManageAddressesPage() {
  const { t } = useTranslation('accounts');
  const { t: tr } = useTranslation();
  const billing = useQuery(billingAddressQueryOptions());
  const shipping = useQuery(shippingAddressQueryOptions());
  const [isEditing, setIsEditing] = useState(false);
  const error = billing.error ?? shipping.error;
  useSignOutWhenUnauthenticated(error);

  const isPending = billing.isPending || shipping.isPending;
  const editButton = !isEditing && !isPending && !error && (
    <button type="button" className="btn-outline" onClick={() => setIsEditing(true)}>
      {t('address.edit')}
    </button>
  );

  return (
    <MemberPage title={tr('routes.manageAddress')} actions={editButton}>
      {isPending ? (
        <Spinner />
      ) : error ? (
        <LoadFailed message={t('address.loadFailed')} />
      ) : isEditing ? (
        <AddressEditForm billing={billing.data ?? null} shipping={shipping.data ?? null} onDone={() => setIsEditing(false)} />
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <AddressView title={t('address.billing')} address={billing.data ?? null} />
          <AddressView title={t('address.shipping')} address={shipping.data ?? null} />
        </div>
      )}
    </MemberPage>
  );
}
