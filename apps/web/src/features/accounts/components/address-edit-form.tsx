import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { addressUpdateRequestSchema } from '@upline/contract/accounts';
import { isApiError } from '../../../shared/api/api-error';
import type { BillingAddress, ShippingAddress } from '../api/get-addresses';
import { useUpdateAddresses, type AddressUpdate } from '../api/update-addresses';
import { SubmitButton } from './form/submit-button';
import { TextField } from '../../../shared/ui/form/text-field';
import { useFieldMessage } from './form/use-field-message';
import { CountryStateFields } from './signup/country-state-fields';
import { FieldMessages } from '../../../shared/ui/form/field-messages';

const id = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The form's starting values: the saved addresses (a state without a list keeps its name). */
function initialValues(billing: BillingAddress | null, shipping: ShippingAddress | null): AddressUpdate {
  return {
    bill_address: billing?.address1 ?? '',
    bill_address2: billing?.address2 ?? '',
    city: billing?.city ?? '',
    countryBill: id(billing?.country),
    stateBill: billing ? (billing.state === null ? (billing.state_name ?? '') : String(billing.state)) : '',
    bil_zipcode: billing?.postal_code ?? '',
    mobile: shipping?.mobile ?? '',
    ship_address: shipping?.address1 ?? '',
    ship_address2: shipping?.address2 ?? '',
    ship_city: shipping?.city ?? '',
    country: id(shipping?.country),
    state: shipping ? (shipping.state === null ? (shipping.state_name ?? '') : String(shipping.state)) : '',
    ship_zipcode: shipping?.zip_code ?? '',
  };
}

/**
 * Manage Addresses' edit mode: both addresses, every field required but the second lines
 * (accounts §5); Save posts user/address/update and returns to view mode.
 */
export function AddressEditForm({ billing, shipping, onDone }: { billing: BillingAddress | null; shipping: ShippingAddress | null; onDone: () => void }) {
  const { t } = useTranslation('accounts');
  const translate = useFieldMessage();
  const update = useUpdateAddresses();
  const form = useForm({ resolver: zodResolver(addressUpdateRequestSchema), defaultValues: initialValues(billing, shipping) });
  const { register, control, setValue, formState } = form;
  const { errors } = formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await update.mutateAsync(values);
      toast.success(translate(answer.message) ?? answer.message);
      onDone();
    } catch (error) {
      toast.error(isApiError(error) ? translate(error.message) : t('address.saveFailed'));
      if (!isApiError(error)) return;
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if (field in form.getValues()) form.setError(field as keyof AddressUpdate, { message });
      }
    }
  });

  return (
    <FieldMessages translate={translate}>
      <form onSubmit={submit} noValidate className="space-y-6">
        <p className="text-sm text-ink-muted">{t('form.requiredNote')}</p>
        <div className="grid gap-8 lg:grid-cols-2">
          <fieldset className="min-w-0 space-y-4">
            <legend className="mb-2 font-serif text-xl text-brand">{t('address.billing')}</legend>
            <TextField label={t('fields.address1')} autoComplete="billing address-line1" registration={register('bill_address')} error={errors.bill_address?.message} isRequired />
            <TextField label={t('fields.address2')} autoComplete="billing address-line2" registration={register('bill_address2')} error={errors.bill_address2?.message} />
            <TextField label={t('fields.city')} autoComplete="billing address-level2" registration={register('city')} error={errors.city?.message} isRequired />
            <div className="grid gap-4 sm:grid-cols-2">
              <CountryStateFields control={control} setValue={setValue} countryName="countryBill" stateName="stateBill" countryError={errors.countryBill?.message} stateError={errors.stateBill?.message} />
            </div>
            <TextField label={t('fields.zip')} autoComplete="billing postal-code" registration={register('bil_zipcode')} error={errors.bil_zipcode?.message} isRequired />
          </fieldset>
          <fieldset className="min-w-0 space-y-4">
            <legend className="mb-2 font-serif text-xl text-brand">{t('address.shipping')}</legend>
            <TextField label={t('fields.address1')} autoComplete="shipping address-line1" registration={register('ship_address')} error={errors.ship_address?.message} isRequired />
            <TextField label={t('fields.address2')} autoComplete="shipping address-line2" registration={register('ship_address2')} error={errors.ship_address2?.message} />
            <TextField label={t('fields.city')} autoComplete="shipping address-level2" registration={register('ship_city')} error={errors.ship_city?.message} isRequired />
            <div className="grid gap-4 sm:grid-cols-2">
              <CountryStateFields control={control} setValue={setValue} countryName="country" stateName="state" countryError={errors.country?.message} stateError={errors.state?.message} />
            </div>
            <TextField label={t('fields.zip')} autoComplete="shipping postal-code" registration={register('ship_zipcode')} error={errors.ship_zipcode?.message} isRequired />
            <TextField label={t('fields.mobile')} type="tel" inputMode="tel" autoComplete="tel" registration={register('mobile')} error={errors.mobile?.message} isRequired />
          </fieldset>
        </div>
        <div className="flex flex-wrap gap-3">
          <SubmitButton isBusy={update.isPending} busyLabel={t('address.saving')}>
            {t('address.save')}
          </SubmitButton>
          <button type="button" className="btn-outline" onClick={onDone} disabled={update.isPending}>
            {t('address.cancel')}
          </button>
        </div>
      </form>
    </FieldMessages>
  );
}
