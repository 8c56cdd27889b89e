import { useCallback, useEffect, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import { countriesQueryOptions, statesQueryOptions } from '../../../shared/geo/geo-queries';
import type { usePaidOrder } from '../api/get-order';
import { emptyShippingUpdate, shippingUpdateSchema, type ShippingUpdateValues } from '../lib/shipping-update-form';

/**
 * The shipping update's address form: checked by the form's rule, with a state required only
 * where the chosen country has states (a free region otherwise), and the countries and that
 * country's states to choose from.
 */
export function useShippingUpdateForm() {
  const hasStatesRef = useRef(true);
  const resolver = useCallback<Resolver<ShippingUpdateValues>>(
    (values, context, options) => zodResolver(shippingUpdateSchema(hasStatesRef.current))(values, context, options) as ReturnType<Resolver<ShippingUpdateValues>>,
    [],
  );
  const form = useForm<ShippingUpdateValues>({ resolver, defaultValues: emptyShippingUpdate });
  const country = useWatch({ control: form.control, name: 'country' });
  const countries = useQuery(countriesQueryOptions());
  const countryId = /^\d+$/.test(country) ? Number(country) : null;
  const states = useQuery({ ...statesQueryOptions(countryId ?? 0), enabled: countryId !== null });
  const stateList = states.data?.states ?? [];
  hasStatesRef.current = !states.data || stateList.length > 0;
  return { form, countries: countries.data?.countries ?? [], stateList, hasStates: hasStatesRef.current };
}

type PaidOrder = NonNullable<ReturnType<typeof usePaidOrder>['data']>;

const isPlaceholderName = (name: string) => name === 'Express Customer' || name === 'PayPal Customer';

/** What the order already knows (names unless the placeholders, phone, country) fills the empty fields once it loads. */
export function useKnownDetailsFilled(known: PaidOrder | undefined, form: UseFormReturn<ShippingUpdateValues>) {
  useEffect(() => {
    if (!known) return;
    const fill = (field: keyof ShippingUpdateValues, value: string | null | undefined) => {
      if (value && form.getValues(field) === '') form.setValue(field, value);
    };
    if (!isPlaceholderName(known.first_name)) fill('first_name', known.first_name);
    if (!isPlaceholderName(known.first_name)) fill('last_name', known.last_name);
    fill('mobile', known.shipping_address.mobile);
    if (known.shipping_address.country_id !== null) fill('country', String(known.shipping_address.country_id));
  }, [known, form]);
}
