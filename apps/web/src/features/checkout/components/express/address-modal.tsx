import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { Country } from '@upline/contract/geo';
import { fromDecimal } from '@upline/domain/money';
import { formatMoney } from '../../../../shared/format/money';
import type { ExpressCheckout } from '../../hooks/use-express-checkout';
import { useStates } from '../../hooks/use-places';
import type { EditableAddress } from '../../lib/wallet-address';
import { EditAddress } from './address-edit-form';

/**
 * The express address modal (checkout §2, §4): view mode lists the address with Use This Address
 * and Edit Address; edit mode has every field (address line 2 optional) with Save & Continue and
 * Cancel. Both confirm the address with the server after 100 ms and continue the payment. The
 * overlay closes it unless editing.
 */
export function AddressModal({ express, countries }: { express: ExpressCheckout; countries: readonly Country[] }) {
  const { t } = useTranslation('checkout');
  const { state } = express;
  if (state.status !== 'address') return null;
  const isEditing = state.mode === 'edit';
  // Before any destination the session has no shipping or tax yet: nothing worth showing.
  const hasAmounts = state.session.shipping_amount > 0 || state.session.tax_amount > 0;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && express.cancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onPointerDownOutside={(event) => isEditing && event.preventDefault()}
          onInteractOutside={(event) => isEditing && event.preventDefault()}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-cream p-5 shadow-2xl outline-none data-[state=open]:animate-pop-in sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(34rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-6"
          data-testid="address-modal"
        >
          <Dialog.Title className="font-serif text-xl text-brand">{isEditing ? t('express.address.editTitle') : t('express.address.title')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-muted">{t('express.address.description')}</Dialog.Description>
          <p className="mt-2 text-sm font-medium text-ink" aria-live="polite" data-testid="address-amounts">
            {hasAmounts && t('express.address.amounts', {
              shipping: formatMoney(fromDecimal(state.session.shipping_amount), state.session.currency),
              tax: formatMoney(fromDecimal(state.session.tax_amount) + fromDecimal(state.session.shipping_tax_amount), state.session.currency),
              total: formatMoney(fromDecimal(state.session.total_amount), state.session.currency),
            })}
          </p>
          {isEditing ? (
            <EditAddress key="edit" express={express} initial={state.address} countries={countries} isBusy={state.isBusy} />
          ) : (
            <ViewAddress express={express} address={state.address} countries={countries} isBusy={state.isBusy} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ViewAddress({ express, address, countries, isBusy }: { express: ExpressCheckout; address: EditableAddress; countries: readonly Country[]; isBusy: boolean }) {
  const { t } = useTranslation('checkout');
  const country = countries.find((c) => c.shortname === address.country);
  const states = useStates(country ? String(country.id) : '');
  const stateName = states.states.find((s) => String(s.id) === address.state)?.name ?? address.state;
  const rows: [string, string][] = [
    [t('express.address.name'), `${address.first_name} ${address.last_name}`.trim()],
    [t('express.address.email'), address.email],
    [t('express.address.phone'), address.phone],
    [t('express.address.address'), [address.address, address.address2].filter(Boolean).join(', ')],
    [t('express.address.city'), address.city],
    [t('express.address.state'), stateName],
    [t('express.address.postalCode'), address.postal_code],
    [t('express.address.country'), country?.name ?? address.country],
  ];
  return (
    <>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-2xl bg-white p-4 text-sm" data-testid="address-view">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-medium break-words text-ink">{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 grid gap-2 sm:grid-cols-2">
        <button type="button" disabled={isBusy} onClick={() => void express.acceptAddress(address)} className="btn-primary">
          {t('express.address.useThis')}
        </button>
        <button type="button" disabled={isBusy} onClick={express.edit} className="btn-outline">
          {t('express.address.edit')}
        </button>
      </div>
    </>
  );
}
