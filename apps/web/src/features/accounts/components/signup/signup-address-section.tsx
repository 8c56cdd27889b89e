import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { copiedBillingFields, sameAsBillingPatch } from '../../lib/same-as-billing';
import type { SignupKind, SignupValues } from '../../lib/signup-values';
import { CheckboxField } from '../../../../shared/ui/form/checkbox-field';
import { FormSection } from '../form/form-section';
import { TextField } from '../../../../shared/ui/form/text-field';
import { CountryStateFields } from './country-state-fields';

const copied = new Set<string>(copiedBillingFields);

/**
 * Billing and shipping addresses of a signup form, with 'same as billing' (accounts §4): ticking
 * copies billing to shipping and keeps copying while ticked (shipping is then read-only, as the
 * server uses the billing address); unticking clears the shipping lines, city and zip.
 */
export function SignupAddressSection({ form, kind, title }: { form: UseFormReturn<SignupValues>; kind: SignupKind; title: string }) {
  const { t } = useTranslation('accounts');
  const { register, control, setValue, formState, watch, getValues } = form;
  const { errors } = formState;
  const isSame = watch('same_billing');

  const apply = (patch: Partial<SignupValues>) => {
    for (const [field, value] of Object.entries(patch) as [keyof SignupValues, string][]) {
      setValue(field, value, { shouldValidate: formState.isSubmitted });
    }
  };

  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (values.same_billing && name && copied.has(name)) apply(sameAsBillingPatch(getValues(), true, kind));
    });
    return () => subscription.unsubscribe();
    // apply reads the latest form state through getValues; the subscription is set up once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [watch, getValues, kind]);

  return (
    <FormSection title={title}>
      <div className="grid gap-8 lg:grid-cols-2">
        <fieldset className="min-w-0 space-y-4">
          <legend className="mb-2 font-serif text-lg text-brand">{t('address.billing')}</legend>
          <TextField label={t('fields.address1')} autoComplete="billing address-line1" registration={register('bill_address')} error={errors.bill_address?.message} isRequired />
          <TextField label={t('fields.address2')} autoComplete="billing address-line2" registration={register('bill_address2')} error={errors.bill_address2?.message} />
          <TextField label={t('fields.city')} autoComplete="billing address-level2" registration={register('city')} error={errors.city?.message} isRequired />
          <div className="grid gap-4 sm:grid-cols-2">
            <CountryStateFields
              control={control}
              setValue={setValue}
              countryName="countryBill"
              stateName="stateBill"
              countryError={errors.countryBill?.message}
              stateError={errors.stateBill?.message}
            />
          </div>
          <TextField label={t('fields.zip')} autoComplete="billing postal-code" registration={register('bil_zipcode')} error={errors.bil_zipcode?.message} isRequired />
        </fieldset>

        <fieldset className="min-w-0 space-y-4">
          <legend className="mb-2 font-serif text-lg text-brand">{t('address.shipping')}</legend>
          <CheckboxField
            label={t('address.sameAsBilling')}
            registration={register('same_billing', {
              onChange: (event: { target: { checked: boolean } }) => apply(sameAsBillingPatch(getValues(), event.target.checked, kind)),
            })}
          />
          <TextField label={t('fields.address1')} autoComplete="shipping address-line1" readOnly={isSame} registration={register('ship_address')} error={errors.ship_address?.message} isRequired />
          <TextField label={t('fields.address2')} autoComplete="shipping address-line2" readOnly={isSame} registration={register('ship_address2')} error={errors.ship_address2?.message} />
          <TextField label={t('fields.city')} autoComplete="shipping address-level2" readOnly={isSame} registration={register('ship_city')} error={errors.ship_city?.message} isRequired />
          <div className="grid gap-4 sm:grid-cols-2">
            <CountryStateFields
              control={control}
              setValue={setValue}
              countryName="country"
              stateName="state"
              countryError={errors.country?.message}
              stateError={errors.state?.message}
              isDisabled={isSame}
            />
          </div>
          <TextField label={t('fields.zip')} autoComplete="shipping postal-code" readOnly={isSame} registration={register('ship_zipcode')} error={errors.ship_zipcode?.message} isRequired />
        </fieldset>
      </div>
    </FormSection>
  );
}
