import { useEffect, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Autoship } from '@upline/contract/autoship';
import { isApiError } from '../../../shared/api/api-error';
import { countriesQueryOptions, statesQueryOptions } from '../../../shared/geo/geo-queries';
import { useChangeAutoship } from '../api/autoships';

// Checkout §5's delivery fields and messages: everything but the second line is required.
const required = (max: number) => z.string().trim().min(1, 'This field is required').max(max);
const addressFormSchema = z.object({
  first_name: required(100),
  last_name: required(100),
  ship_address: required(300),
  ship_address2: z.string().trim().max(300),
  ship_city: required(200),
  country: z.string().min(1, 'Select country'),
  state: z.string().trim().min(1, 'Select state/province').max(100),
  ship_zipcode: required(20),
  mobile: required(40),
});
type AddressForm = z.infer<typeof addressFormSchema>;
type Field = keyof AddressForm;

function TextInput({ label, registration, error, isRequired = true, autoComplete, type = 'text' }: { label: string; registration: UseFormRegisterReturn; error?: string; isRequired?: boolean; autoComplete: string; type?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
        {isRequired && (
          <span aria-hidden="true" className="text-red-700">
            {' '}*
          </span>
        )}
      </label>
      <input id={id} type={type} {...registration} autoComplete={autoComplete} aria-required={isRequired || undefined} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={`field-input ${error ? 'border-red-700' : ''}`} />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Where the autoship's next orders ship: checkout §5's delivery fields, prefilled with the saved
 * address; the country drives the state list. Saving confirms by e-mail (the server sends it).
 */
export function AutoshipAddressForm({ autoship, onDone }: { autoship: Autoship; onDone: () => void }) {
  const { t } = useTranslation('subscriptions');
  const change = useChangeAutoship(autoship.id);
  const a = autoship.address;
  const form = useForm<AddressForm>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: {
      first_name: a?.first_name ?? '',
      last_name: a?.last_name ?? '',
      ship_address: a?.ship_address ?? '',
      ship_address2: a?.ship_address2 ?? '',
      ship_city: a?.ship_city ?? '',
      country: a?.country_id ? String(a.country_id) : '',
      state: a?.state_id ? String(a.state_id) : (a?.state ?? ''),
      ship_zipcode: a?.ship_zipcode ?? '',
      mobile: a?.mobile ?? '',
    },
  });
  const { register, formState, control, setValue } = form;
  const errors = formState.errors;
  const message = (field: Field) => {
    const text = errors[field]?.message;
    return text ? t(`autoship.address.messages.${text}`, { defaultValue: text }) : undefined;
  };
  const countries = useQuery(countriesQueryOptions());
  const countryValue = useWatch({ control, name: 'country' });
  const countryId = /^\d+$/.test(countryValue) ? Number(countryValue) : null;
  const states = useQuery({ ...statesQueryOptions(countryId ?? 0), enabled: countryId !== null });
  const hasStateList = !states.data || states.data.states.length > 0;
  // The selects are filled before their options arrive: once they do, the saved choice is shown
  // again (an address saved without ids, a checkout snapshot, is matched by name).
  useEffect(() => {
    if (!countries.data) return;
    const current = form.getValues('country') || String(countries.data.countries.find((c) => c.name === a?.country)?.id ?? '');
    if (current) setValue('country', current);
  }, [countries.data, a?.country, form, setValue]);
  useEffect(() => {
    if (!states.data) return;
    const current = form.getValues('state');
    const found = /^\d+$/.test(current) ? current : String(states.data.states.find((s) => s.name === current || s.name === a?.state)?.id ?? current);
    if (found) setValue('state', found);
  }, [states.data, a?.state, form, setValue]);
  const countryId_ = useId();
  const stateId_ = useId();

  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync({
        action: 'address',
        address: {
          ...values,
          ship_address2: values.ship_address2 || null,
          country: Number(values.country),
          state: /^\d+$/.test(values.state) ? Number(values.state) : values.state,
        },
      });
      onDone();
    } catch (error) {
      if (!isApiError(error)) return;
      for (const [field, text] of Object.entries(error.fieldErrors)) if (field in values) form.setError(field as Field, { message: text });
    }
  });

  const select = (id: string, label: string, field: 'country' | 'state', placeholder: string, options: { value: string; label: string }[], disabled = false) => (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
        <span aria-hidden="true" className="text-red-700">
          {' '}*
        </span>
      </label>
      <select
        id={id}
        {...register(field, field === 'country' ? { onChange: () => setValue('state', '') } : {})}
        disabled={disabled}
        aria-required
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-error` : undefined}
        className={`field-input disabled:bg-cream ${errors[field] ? 'border-red-700' : ''}`}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {errors[field] && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {message(field)}
        </p>
      )}
    </div>
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" data-testid="autoship-address-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput label={t('autoship.address.firstName')} registration={register('first_name')} error={message('first_name')} autoComplete="shipping given-name" />
        <TextInput label={t('autoship.address.lastName')} registration={register('last_name')} error={message('last_name')} autoComplete="shipping family-name" />
      </div>
      <TextInput label={t('autoship.address.address1')} registration={register('ship_address')} error={message('ship_address')} autoComplete="shipping address-line1" />
      <TextInput label={t('autoship.address.address2')} registration={register('ship_address2')} error={message('ship_address2')} isRequired={false} autoComplete="shipping address-line2" />
      <TextInput label={t('autoship.address.city')} registration={register('ship_city')} error={message('ship_city')} autoComplete="shipping address-level2" />
      <div className="grid gap-4 sm:grid-cols-2">
        {select(countryId_, t('autoship.address.country'), 'country', t('autoship.address.messages.Select country'), (countries.data?.countries ?? []).map((c) => ({ value: String(c.id), label: c.name })))}
        {hasStateList ? (
          select(stateId_, t('autoship.address.state'), 'state', t('autoship.address.messages.Select state/province'), (states.data?.states ?? []).map((s) => ({ value: String(s.id), label: s.name })), countryId === null)
        ) : (
          <TextInput label={t('autoship.address.state')} registration={register('state')} error={message('state')} autoComplete="shipping address-level1" />
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput label={t('autoship.address.zip')} registration={register('ship_zipcode')} error={message('ship_zipcode')} autoComplete="shipping postal-code" />
        <TextInput label={t('autoship.address.mobile')} type="tel" registration={register('mobile')} error={message('mobile')} autoComplete="shipping tel" />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary min-h-11" disabled={change.isPending} aria-busy={change.isPending}>
          {t('autoship.address.save')}
        </button>
        <button type="button" className="btn-outline min-h-11" onClick={onDone} disabled={change.isPending}>
          {t('autoship.address.cancel')}
        </button>
      </div>
    </form>
  );
}
