import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '@upline/contract/geo';
import type { ExpressCheckout } from '../../hooks/use-express-checkout';
import { useStates } from '../../hooks/use-places';
import { missingAddressFields, walletCountries, type EditableAddress } from '../../lib/wallet-address';

type Field = keyof EditableAddress;

/**
 * The modal's edit mode (checkout §2, §5): every field but address line 2 required; Save &
 * Continue looks disabled until they are, and pressing it then says 'Please fill in all required
 * fields.'; Cancel goes back to the address as it was.
 */
export function EditAddress({ express, initial, countries, isBusy }: { express: ExpressCheckout; initial: EditableAddress; countries: readonly Country[]; isBusy: boolean }) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const [address, setAddress] = useState<EditableAddress>(initial.country ? initial : { ...initial, country: 'US' });
  const [showMissing, setShowMissing] = useState(false);
  const country = countries.find((c) => c.shortname === address.country);
  const states = useStates(country ? String(country.id) : '');
  const missing = missingAddressFields(address);
  const isComplete = missing.length === 0;

  const set = (field: Field, value: string) => setAddress((current) => ({ ...current, [field]: value, ...(field === 'country' ? { state: '' } : {}) }));
  const save = () => {
    if (!isComplete) {
      setShowMissing(true);
      return;
    }
    void express.saveAddress(address);
  };
  const isMissing = (field: Field) => showMissing && (missing as readonly Field[]).includes(field);

  const input = (field: Field, options: { type?: string; autoComplete: string; isRequired?: boolean; wide?: boolean; inputMode?: 'email' | 'tel' }) => (
    <div className={options.wide ? 'sm:col-span-2' : ''}>
      <div className="mb-1 flex items-baseline gap-0.5 text-sm font-medium text-ink">
        <label htmlFor={`${id}-${field}`}>{t(`express.address.fields.${field}`)}</label>
        {options.isRequired !== false && (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        )}
      </div>
      <input
        id={`${id}-${field}`}
        type={options.type ?? 'text'}
        inputMode={options.inputMode}
        autoComplete={options.autoComplete}
        value={address[field]}
        onChange={(event) => set(field, event.target.value)}
        aria-required={options.isRequired !== false || undefined}
        aria-invalid={isMissing(field) || undefined}
        className={`field-input ${isMissing(field) ? 'border-red-700' : ''}`}
      />
    </div>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      className="mt-4"
    >
      <p className="mb-3 text-xs text-ink-muted">{t('express.address.requiredNote')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {input('first_name', { autoComplete: 'shipping given-name' })}
        {input('last_name', { autoComplete: 'shipping family-name' })}
        {input('email', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
        {input('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'shipping tel' })}
        {input('address', { autoComplete: 'shipping address-line1', wide: true })}
        {input('address2', { autoComplete: 'shipping address-line2', wide: true, isRequired: false })}
        {input('city', { autoComplete: 'shipping address-level2' })}
        {input('postal_code', { autoComplete: 'shipping postal-code' })}
        <div>
          <div className="mb-1 flex items-baseline gap-0.5 text-sm font-medium text-ink">
            <label htmlFor={`${id}-country`}>{t('express.address.fields.country')}</label>
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          </div>
          <select
            id={`${id}-country`}
            value={address.country}
            onChange={(event) => set('country', event.target.value)}
            autoComplete="shipping country"
            aria-required
            className="field-input"
          >
            {walletCountries.map((code) => (
              <option key={code} value={code}>
                {t(`express.address.countries.${code}`)}
              </option>
            ))}
          </select>
        </div>
        {states.hasStates ? (
          <div>
            <div className="mb-1 flex items-baseline gap-0.5 text-sm font-medium text-ink">
              <label htmlFor={`${id}-state`}>{t('express.address.fields.state')}</label>
              <span aria-hidden="true" className="text-red-700">
                *
              </span>
            </div>
            <select
              id={`${id}-state`}
              value={address.state}
              onChange={(event) => set('state', event.target.value)}
              autoComplete="shipping address-level1"
              aria-required
              aria-invalid={isMissing('state') || undefined}
              className={`field-input ${isMissing('state') ? 'border-red-700' : ''}`}
            >
              <option value="">{t('express.address.selectState')}</option>
              {states.states.map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        ) : (
          input('state', { autoComplete: 'shipping address-level1' })
        )}
      </div>
      {showMissing && !isComplete && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {t('express.address.fillAll')}
        </p>
      )}
      <div className="mt-5 grid gap-2 sm:grid-cols-2">
        <button type="submit" disabled={isBusy} aria-disabled={!isComplete || undefined} className={`btn-primary ${isComplete ? '' : 'opacity-60'}`}>
          {t('express.address.save')}
        </button>
        <button type="button" disabled={isBusy} onClick={express.cancelEdit} className="btn-outline">
          {t('express.address.cancel')}
        </button>
      </div>
    </form>
  );
}
