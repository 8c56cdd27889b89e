import { useCallback, useEffect, useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { countriesQueryOptions, statesQueryOptions } from '../../../shared/geo/geo-queries';
import { paths } from '../../../shared/paths';
import { useSessionStore } from '../../../shared/session/session-store';
import { usePaidOrder } from '../api/get-order';
import { useUpdateShipping } from '../api/update-shipping';
import { DEFAULT_PAYMENT_METHOD, paymentMethodKey, paymentParamsOf } from '../lib/payment-params';
import { emptyShippingUpdate, shippingUpdatePayloadOf, shippingUpdateSchema, type ShippingUpdateValues } from '../lib/shipping-update-form';
import { ShippingUpdateField, ShippingUpdateSelect } from './shipping-update-fields';

/** Checkout §8: the success dialog shows for 2 s before PaymentSuccess. */
export const SUCCESS_DIALOG_MS = 2000;

type Outcome = { kind: 'success' } | { kind: 'failed'; message: string } | null;

/**
 * The shipping update page (checkout §2, §4, §8): for an express order paid without a usable
 * address. Title, order number and payment method ('Express Checkout' by default), the address
 * form, 'Update & Complete Order' ('Updating...'). Success shows 'Shipping Address Updated!' for
 * 2 s and goes to PaymentSuccess with the order and method; a failure shows 'Update Failed' with
 * the server's message (the route records it through `onUpdateFailed`).
 */
export function ShippingUpdatePage({ onUpdateFailed }: { onUpdateFailed?: (message: string, orderId: number) => void }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const params = paymentParamsOf(search);
  const order = usePaidOrder(params.orderId);
  const sluguser = useSessionStore((state) => state.userUrlName);
  const update = useUpdateShipping();
  const [outcome, setOutcome] = useState<Outcome>(null);

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

  // What the order already knows (names, phone, country) fills in once.
  const known = order.data;
  useEffect(() => {
    if (!known) return;
    const fill = (field: keyof ShippingUpdateValues, value: string | null | undefined) => {
      if (value && form.getValues(field) === '') form.setValue(field, value);
    };
    const isPlaceholder = (name: string) => name === 'Express Customer' || name === 'PayPal Customer';
    if (!isPlaceholder(known.first_name)) fill('first_name', known.first_name);
    if (!isPlaceholder(known.first_name)) fill('last_name', known.last_name);
    fill('mobile', known.shipping_address.mobile);
    if (known.shipping_address.country_id !== null) fill('country', String(known.shipping_address.country_id));
  }, [known, form]);

  const method = params.paymentMethod ?? known?.payment_method ?? null;
  const methodKey = paymentMethodKey(method);
  const methodName = method === null ? DEFAULT_PAYMENT_METHOD : methodKey ? t(`methods.${methodKey}`) : method;
  const orderNumber = params.orderNumber ?? known?.order_number ?? (params.orderId !== null ? String(params.orderId) : null);

  // Checkout §4: success leads to PaymentSuccess after the 2 s dialog.
  useEffect(() => {
    if (outcome?.kind !== 'success' || params.orderId === null) return;
    const query = new URLSearchParams({ order_id: String(params.orderId), payment_method: method ?? DEFAULT_PAYMENT_METHOD });
    const timer = window.setTimeout(() => void navigate(`${paths.paymentSuccess(sluguser)}?${query.toString()}`), SUCCESS_DIALOG_MS);
    return () => window.clearTimeout(timer);
  }, [method, navigate, outcome, params.orderId, sluguser]);

  const submit = form.handleSubmit(async (values) => {
    if (params.orderId === null) return;
    try {
      await update.mutateAsync(shippingUpdatePayloadOf(params.orderId, values));
      setOutcome({ kind: 'success' });
    } catch (error) {
      const message = isApiError(error) && error.message ? error.message : t('update.failedText');
      onUpdateFailed?.(message, params.orderId);
      setOutcome({ kind: 'failed', message });
    }
  });

  if (params.orderId === null) {
    return (
      <div className="container-page py-16 text-center">
        <h1 className="text-3xl">{t('update.title')}</h1>
        <p className="mt-3 text-ink-muted">{t('update.missingOrder')}</p>
      </div>
    );
  }

  const errors = form.formState.errors;
  return (
    <div className="container-page flex justify-center py-10 sm:py-14">
      <section className="w-full max-w-2xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-cream-dark sm:p-8" aria-labelledby="update-title">
        <h1 id="update-title" className="text-3xl">
          {t('update.title')}
        </h1>
        <p className="mt-2 text-ink-muted">{t('update.intro')}</p>
        <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-2xl bg-cream p-4 text-sm">
          <dt className="text-ink-muted">{t('update.orderNumber')}</dt>
          <dd className="font-semibold text-ink" data-testid="update-order-number">
            {orderNumber}
          </dd>
          <dt className="text-ink-muted">{t('update.paymentMethod')}</dt>
          <dd className="text-ink" data-testid="update-payment-method">
            {methodName}
          </dd>
        </dl>
        <form onSubmit={(event) => void submit(event)} noValidate className="mt-6 grid gap-4 sm:grid-cols-2">
          <ShippingUpdateField label={t('update.firstName')} registration={form.register('first_name')} error={errors.first_name?.message} autoComplete="shipping given-name" isRequired />
          <ShippingUpdateField label={t('update.lastName')} registration={form.register('last_name')} error={errors.last_name?.message} autoComplete="shipping family-name" isRequired />
          <ShippingUpdateField label={t('update.address1')} registration={form.register('address1')} error={errors.address1?.message} autoComplete="shipping address-line1" isRequired isWide />
          <ShippingUpdateField label={t('update.address2')} registration={form.register('address2')} autoComplete="shipping address-line2" isWide />
          <ShippingUpdateField label={t('update.city')} registration={form.register('city')} error={errors.city?.message} autoComplete="shipping address-level2" isRequired />
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              <ShippingUpdateSelect
                label={t('update.country')}
                placeholder={t('update.selectCountry')}
                options={(countries.data?.countries ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                field={field}
                onChange={(value) => {
                  field.onChange(value);
                  form.setValue('state', '');
                }}
                error={errors.country?.message}
                autoComplete="shipping country"
              />
            )}
          />
          {hasStatesRef.current ? (
            <Controller
              control={form.control}
              name="state"
              render={({ field }) => (
                <ShippingUpdateSelect
                  label={t('update.state')}
                  placeholder={t('update.selectState')}
                  options={stateList.map((s) => ({ value: String(s.id), label: s.name }))}
                  field={field}
                  onChange={field.onChange}
                  error={errors.state?.message}
                  autoComplete="shipping address-level1"
                />
              )}
            />
          ) : (
            <ShippingUpdateField label={t('update.region')} registration={form.register('state')} error={errors.state?.message} autoComplete="shipping address-level1" isRequired />
          )}
          <ShippingUpdateField label={t('update.zip')} registration={form.register('zip_code')} error={errors.zip_code?.message} autoComplete="shipping postal-code" isRequired />
          <ShippingUpdateField
            label={t('update.mobile')}
            registration={form.register('mobile')}
            error={errors.mobile?.message}
            type="tel"
            inputMode="tel"
            autoComplete="shipping tel"
            isRequired
          />
          <div className="sm:col-span-2">
            <button type="submit" disabled={update.isPending || outcome?.kind === 'success'} className="btn-primary w-full text-base sm:w-auto">
              {update.isPending ? t('update.submitting') : t('update.submit')}
            </button>
          </div>
        </form>
      </section>
      <OutcomeDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </div>
  );
}

function OutcomeDialog({ outcome, onClose }: { outcome: Outcome; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const isSuccess = outcome?.kind === 'success';
  return (
    <Dialog.Root open={outcome !== null} onOpenChange={(open) => !open && !isSuccess && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          role={isSuccess ? 'dialog' : 'alertdialog'}
          className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-cream p-6 text-center shadow-2xl outline-none data-[state=open]:animate-pop-in"
          data-testid="update-outcome"
        >
          <Dialog.Title className={`font-serif text-2xl ${isSuccess ? 'text-brand' : 'text-red-800'}`}>
            {isSuccess ? t('update.successTitle') : t('update.failedTitle')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-ink">{outcome?.kind === 'failed' ? outcome.message : t('update.successText')}</Dialog.Description>
          {!isSuccess && (
            <Dialog.Close className="btn-outline mt-5" onClick={onClose}>
              {t('update.close')}
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
