import * as Dialog from '@radix-ui/react-dialog';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ShippingUpdateValues } from '../lib/shipping-update-form';
import { ShippingUpdateField, ShippingUpdateSelect } from './shipping-update-fields';

// The shipping update page's pieces (checkout §2, §8): the order's facts, the address fields and
// the outcome dialog.

export type ShippingUpdateOutcome = { kind: 'success' } | { kind: 'failed'; message: string } | null;

/** No order in the address: nothing to update. */
export function MissingOrder() {
  const { t } = useTranslation('payments');
  return (
    <div className="container-page py-16 text-center">
      <h1 className="text-3xl">{t('update.title')}</h1>
      <p className="mt-3 text-ink-muted">{t('update.missingOrder')}</p>
    </div>
  );
}

/** The order number and the payment method the address completes. */
export function OrderFacts({ orderNumber, methodName }: { orderNumber: string | null; methodName: string }) {
  const { t } = useTranslation('payments');
  return (
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
  );
}

interface AddressFieldsProps {
  form: UseFormReturn<ShippingUpdateValues>;
  countries: readonly { id: number; name: string }[];
  stateList: readonly { id: number; name: string }[];
  /** A state to choose from the list; false: the country has none, a free region instead. */
  hasStates: boolean;
}

/** The address form's fields; a new country clears the state. */
export function AddressFields({ form, countries, stateList, hasStates }: AddressFieldsProps) {
  const { t } = useTranslation('payments');
  const errors = form.formState.errors;
  return (
    <>
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
            options={countries.map((c) => ({ value: String(c.id), label: c.name }))}
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
      {hasStates ? (
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
    </>
  );
}

/** 'Shipping Address Updated!' (closes only by leaving), or 'Update Failed' with the server's message. */
export function OutcomeDialog({ outcome, onClose }: { outcome: ShippingUpdateOutcome; onClose: () => void }) {
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
