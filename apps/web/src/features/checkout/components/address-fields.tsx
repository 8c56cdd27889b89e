import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Country, State } from '@upline/contract/geo';
import type { CheckoutFormValues } from '../lib/checkout-form';
import { SelectField } from '../../../shared/ui/form/select-field';
import { TextField } from '../../../shared/ui/form/text-field';

type Prefix = '' | 'billing_';

interface AddressFieldsProps {
  form: UseFormReturn<CheckoutFormValues>;
  prefix: Prefix;
  countries: readonly Country[];
  states: readonly State[];
  hasStates: boolean;
  /** Called after the shopper picks another country (the state is cleared first). */
  onCountryChange?: (countryId: string) => void;
}

/**
 * The delivery or billing address of checkout §2 and §3: country first, then its states (GET
 * states/{countryId}), names, address lines, city, state/province, zip and phone.
 */
export function AddressFields({ form, prefix, countries, states, hasStates, onCountryChange }: AddressFieldsProps) {
  const { t } = useTranslation('checkout');
  const { register, formState, setValue } = form;
  const name = <K extends string>(field: K) => `${prefix}${field}` as keyof CheckoutFormValues & `${Prefix}${K}`;
  const error = (field: string) => formState.errors[name(field)]?.message;
  const autocomplete = (token: string) => `${prefix === 'billing_' ? 'billing' : 'shipping'} ${token}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Controller
        control={form.control}
        name={name('country')}
        render={({ field }) => (
          <SelectField
            label={t('address.country')}
            placeholder={t('address.selectCountry')}
            options={countries.map((country) => ({ value: String(country.id), label: country.name }))}
            name={field.name}
            ref={field.ref}
            value={String(field.value)}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.value);
              setValue(name('state'), '');
              onCountryChange?.(event.target.value);
            }}
            error={error('country')}
            autoComplete={autocomplete('country')}
            isRequired
            className="sm:col-span-2"
          />
        )}
      />
      <TextField label={t('address.firstName')} registration={register(name('first_name'))} error={error('first_name')} autoComplete={autocomplete('given-name')} isRequired />
      <TextField label={t('address.lastName')} registration={register(name('last_name'))} error={error('last_name')} autoComplete={autocomplete('family-name')} isRequired />
      <TextField
        label={t('address.address1')}
        registration={register(name('address1'))}
        error={error('address1')}
        autoComplete={autocomplete('address-line1')}
        isRequired
        className="sm:col-span-2"
      />
      <TextField
        label={t('address.address2')}
        registration={register(name('addres2'))}
        error={error('addres2')}
        autoComplete={autocomplete('address-line2')}
        className="sm:col-span-2"
      />
      <TextField label={t('address.city')} registration={register(name('city'))} error={error('city')} autoComplete={autocomplete('address-level2')} isRequired />
      {hasStates ? (
        <Controller
          control={form.control}
          name={name('state')}
          render={({ field }) => (
            <SelectField
              label={t('address.state')}
              placeholder={t('address.selectState')}
              options={states.map((state) => ({ value: String(state.id), label: state.name }))}
              name={field.name}
              ref={field.ref}
              value={String(field.value)}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.value)}
              disabled={states.length === 0}
              error={error('state')}
              autoComplete={autocomplete('address-level1')}
              isRequired
            />
          )}
        />
      ) : (
        <TextField label={t('address.region')} registration={register(name('state'))} error={error('state')} autoComplete={autocomplete('address-level1')} isRequired />
      )}
      <TextField label={t('address.zip')} registration={register(name('zip_code'))} error={error('zip_code')} autoComplete={autocomplete('postal-code')} isRequired />
      <TextField
        label={t('address.mobile')}
        registration={register(name('mobile'))}
        error={error('mobile')}
        type="tel"
        inputMode="tel"
        autoComplete={autocomplete('tel')}
        isRequired
      />
    </div>
  );
}
