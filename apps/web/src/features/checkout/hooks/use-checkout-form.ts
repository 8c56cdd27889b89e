import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Country } from '@upline/contract/geo';
import { hasAutoshipItem } from '../../../shared/cart/cart-rules';
import { useCartStore } from '../../../shared/cart/cart-store';
import { useSessionStore } from '../../../shared/session/session-store';
import { getSavedShippingAddress } from '../api/get-saved-shipping';
import { checkoutFormSchema, emptyCheckoutForm, type CheckoutFormContext, type CheckoutFormValues } from '../lib/checkout-form';
import type { QuoteDestination } from '../lib/checkout-quote-request';
import { emptyEditableAddress, type EditableAddress } from '../lib/wallet-address';
import { useDebouncedValue } from './use-debounced-value';
import { useCountries, useStates } from './use-places';

/**
 * The checkout form and what follows from it: the rules for who is buying and which countries
 * list states; the shopping country (and so the currency) following a delivery country of the
 * shop; the destination the quote is asked for (settled for 400 ms); the member's names and
 * saved shipping address.
 */
export function useCheckoutForm() {
  const { t } = useTranslation('checkout');
  const session = useSessionStore();
  const isGuest = !session.isLoggedIn;
  const countries = useCountries();
  const contextRef = useRef<CheckoutFormContext>({ isGuest, deliveryHasStates: true, billingHasStates: true });
  const resolver = useCallback<Resolver<CheckoutFormValues>>(
    (values, context, options) => zodResolver(checkoutFormSchema(contextRef.current))(values, context, options) as ReturnType<Resolver<CheckoutFormValues>>,
    [],
  );
  const form = useForm<CheckoutFormValues>({ resolver, defaultValues: emptyCheckoutForm, mode: 'onSubmit', reValidateMode: 'onChange' });

  const [country, state, zip, city, billingCountry] = useWatch({ control: form.control, name: ['country', 'state', 'zip_code', 'city', 'billing_country'] });
  const delivery = useStates(country);
  const billing = useStates(billingCountry);
  const hasAutoship = useCartStore((cart) => hasAutoshipItem(cart.cartItems));
  contextRef.current = { isGuest, deliveryHasStates: delivery.hasStates, billingHasStates: billing.hasStates, hasAutoship };

  const countryList = useMemo(() => countries.data?.countries ?? [], [countries.data]);
  const countryCodeOf = useCallback((id: string): string | null => countryList.find((c) => String(c.id) === id)?.shortname ?? null, [countryList]);

  // The shopping country preselects the delivery country once the list is known.
  const userCountry = session.userCountry;
  useEffect(() => {
    if (form.getValues('country') !== '' || countryList.length === 0) return;
    const match = countryList.find((c) => c.shortname === (userCountry ?? 'US'));
    if (match) form.setValue('country', String(match.id));
  }, [countryList, form, userCountry]);

  // A member's names fill in once (they stay editable).
  const { firstname, lastname } = (session.userData ?? {}) as { firstname?: string; lastname?: string };
  useEffect(() => {
    if (firstname && form.getValues('first_name') === '') form.setValue('first_name', firstname);
    if (lastname && form.getValues('last_name') === '') form.setValue('last_name', lastname);
  }, [firstname, lastname, form]);

  /** Another delivery country: the options of the old one no longer apply; CA or US also switch the shop's currency (checkout §7). */
  const onDeliveryCountryChange = useCallback(
    (countryId: string) => {
      form.setValue('shippingType', '');
      form.setValue('shippingTypeName', '');
      const code = countryCodeOf(countryId);
      if (code === 'CA' || code === 'US') useSessionStore.getState().setCountry(code);
    },
    [countryCodeOf, form],
  );

  // Settled as one text, so that a render that changes nothing does not restart the wait.
  const settledKey = useDebouncedValue(JSON.stringify([countryCodeOf(country), /^\d+$/.test(state) ? Number(state) : null, zip.trim(), city.trim()]), 400);
  const [settledCode, settledState, settledZip, settledCity] = JSON.parse(settledKey) as [string | null, number | null, string, string];
  const settled = { countryCode: settledCode, stateId: settledState, zip: settledZip, city: settledCity };
  // No rates until the state is chosen where the country lists states.
  const isDestinationReady = settled.countryCode !== null && (!delivery.hasStates || settled.stateId !== null);
  const destination: QuoteDestination | null = isDestinationReady ? { countryCode: settled.countryCode, stateId: settled.stateId, zip: settled.zip } : null;

  const [isLoadingShipping, setIsLoadingShipping] = useState(false);
  /** The member's get-shipping button: GET user/address/shipping fills the delivery address. */
  const loadSavedShipping = useCallback(async () => {
    setIsLoadingShipping(true);
    try {
      const saved = await getSavedShippingAddress();
      if (!saved) {
        toast.info(t('contact.noSavedShipping'));
        return;
      }
      const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
      if (saved.country !== null) {
        if (form.getValues('country') !== String(saved.country)) onDeliveryCountryChange(String(saved.country));
        form.setValue('country', String(saved.country), options);
      }
      form.setValue('state', saved.state !== null ? String(saved.state) : (saved.state_name ?? ''), options);
      form.setValue('address1', saved.address1, options);
      form.setValue('addres2', saved.address2 ?? '', options);
      form.setValue('city', saved.city, options);
      form.setValue('zip_code', saved.zip_code, options);
      if (saved.mobile) form.setValue('mobile', saved.mobile, options);
      toast.success(t('contact.shippingLoaded'));
    } catch {
      toast.error(t('notices.tryLater'));
    } finally {
      setIsLoadingShipping(false);
    }
  }, [form, onDeliveryCountryChange, t]);

  /** The form's address as the express widget's modal starts from it. */
  const addressFromForm = useCallback((): EditableAddress => {
    const values = form.getValues();
    const memberEmail = useSessionStore.getState().userData?.email;
    const code = countryCodeOf(values.country);
    return {
      ...emptyEditableAddress,
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: (typeof memberEmail === 'string' && memberEmail) || values.email.trim(),
      phone: values.mobile.trim(),
      address: values.address1.trim(),
      address2: values.addres2.trim(),
      city: values.city.trim(),
      state: values.state,
      postal_code: values.zip_code.trim(),
      country: code ?? 'US',
    };
  }, [countryCodeOf, form]);

  return {
    form,
    isGuest,
    countries: countryList as readonly Country[],
    delivery,
    billing,
    destination,
    city: settled.city,
    onDeliveryCountryChange,
    loadSavedShipping,
    isLoadingShipping,
    addressFromForm,
  };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
