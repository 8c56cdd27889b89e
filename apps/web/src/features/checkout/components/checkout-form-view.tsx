import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { CartQuote } from '@upline/contract/cart';
import type { PaymentsConfigResponse } from '@upline/contract/payments';
import type { CartCurrency } from '../../../shared/cart/cart-types';
import { paths } from '../../../shared/paths';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import type { PlaceOrder } from '../hooks/use-place-order';
import { isDeliveryComplete, type CheckoutFormValues } from '../lib/checkout-form';
import { formMessages } from '../lib/checkout-messages';
import type { DeviceWallets } from '../lib/payment-availability';
import { AddressFields } from './address-fields';
import { AutoshipTerms } from './autoship-terms';
import { ContactStep } from './contact-step';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { useMessage } from '../hooks/use-message';
import type { CardCollectorRef } from './payment/card-collector';
import { PaymentPanel } from './payment/payment-panel';
import { ShippingOptions } from './shipping-options';
import { FieldMessages } from '../../../shared/ui/form/field-messages';

interface CheckoutFormViewProps {
  checkout: CheckoutForm;
  quote: CartQuote | undefined;
  quoteState: 'loading' | 'ready';
  currency: CartCurrency;
  language: string;
  memberEmail: string | null;
  sluguser: string | null;
  config: PaymentsConfigResponse | undefined;
  device: DeviceWallets;
  hasAutoship: boolean;
  totalMinor: number | null;
  canPay: boolean;
  collectorRef: CardCollectorRef;
  placeOrder: PlaceOrder;
  onWalletPay: (method: 'google_pay_via_paypal' | 'apple_pay_via_paypal') => void;
}

/** One numbered step of the form, with a heading that can take the focus (after a login). */
function Step({ id, number, title, children }: { id: string; number?: number; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-cream-dark sm:p-6">
      <h2 id={id} tabIndex={-1} className="mb-4 flex items-center gap-3 text-xl outline-none">
        {number !== undefined && (
          <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-full bg-brand font-sans text-sm font-bold text-cream">
            {number}
          </span>
        )}
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The regular checkout form, its steps in the spec's order (checkout §2): contact, delivery
 * address, the optional billing address, the two checkboxes, delivery options, payment.
 */
export function CheckoutFormView(props: CheckoutFormViewProps) {
  const { t } = useTranslation('checkout');
  const translate = useMessage();
  const { checkout, placeOrder } = props;
  const { form } = checkout;
  const [billSame, shippingType] = useWatch({ control: form.control, name: ['billSame', 'shippingType'] });
  const values = useWatch({ control: form.control }) as CheckoutFormValues;

  const options = props.quote?.shipping.options ?? [];
  const lookup = checkout.destination === null ? 'need-address' : props.quoteState === 'loading' || !props.quote ? 'loading' : 'ready';

  const focusDelivery = () => {
    const heading = document.getElementById('step-delivery');
    heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  };

  const submit = form.handleSubmit(
    (valid) => {
      if (valid.paymentMethod === 'card') void placeOrder.placeCardOrder(valid);
    },
    (errors) => {
      if (errors.shippingType) toast.error(translate(formMessages.selectShipping), { duration: 2500 });
    },
  );

  const validateForm = async (): Promise<CheckoutFormValues | null> => ((await form.trigger(undefined, { shouldFocus: true })) ? form.getValues() : null);

  return (
    <FieldMessages translate={translate}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('page.stepsLabel')} className="space-y-6">
        <Step id="step-contact" number={1} title={t('steps.contact')}>
          <ContactStep
            form={form}
            memberEmail={props.memberEmail}
            startAsLogin={false}
            sluguser={props.sluguser}
            onLoggedIn={focusDelivery}
            onGetShipping={() => void checkout.loadSavedShipping()}
            isLoadingShipping={checkout.isLoadingShipping}
          />
        </Step>

        <Step id="step-delivery" number={2} title={t('steps.delivery')}>
          <AddressFields
            form={form}
            prefix=""
            countries={checkout.countries}
            states={checkout.delivery.states}
            hasStates={checkout.delivery.hasStates}
            onCountryChange={checkout.onDeliveryCountryChange}
          />
          <div className="mt-5 space-y-4 border-t border-cream-dark pt-5">
            <CheckboxField registration={form.register('billSame')} label={t('address.billSame')} />
            {!billSame && (
              <div className="space-y-3" data-testid="billing-address">
                <h3 className="font-sans text-base font-semibold text-ink">{t('steps.billing')}</h3>
                <AddressFields form={form} prefix="billing_" countries={checkout.countries} states={checkout.billing.states} hasStates={checkout.billing.hasStates} />
              </div>
            )}
          </div>
          <div className="mt-5 space-y-4 border-t border-cream-dark pt-5">
            <CheckboxField registration={form.register('stayup')} label={t('options.stayup')} />
            <CheckboxField
              registration={form.register('terms')}
              label={
                <Trans
                  t={t}
                  i18nKey="options.terms"
                  components={{ terms: <Link to={paths.cmsPage('terms')} target="_blank" rel="noopener" className="font-medium text-brand underline underline-offset-2" /> }}
                />
              }
              error={form.formState.errors.terms?.message}
            />
          </div>
        </Step>

        <Step id="step-shipping" number={3} title={t('steps.shipping')}>
          <ShippingOptions
            lookup={lookup}
            options={options}
            isFree={props.quote?.shipping.isFree ?? false}
            selectedId={shippingType}
            currency={props.quote?.currency ?? props.currency}
            error={form.formState.errors.shippingType?.message}
            onSelect={(option) => {
              form.setValue('shippingType', option.id, { shouldValidate: form.formState.isSubmitted });
              form.setValue('shippingTypeName', `${option.carrier} ${option.service}`);
            }}
          />
        </Step>

        <Step id="step-payment" number={4} title={t('steps.payment')}>
          {props.hasAutoship && <AutoshipTerms form={form} quote={props.quote} language={props.language} isGuest={props.memberEmail === null} />}
          <PaymentPanel
            form={form}
            config={props.config}
            device={props.device}
            hasAutoship={props.hasAutoship}
            currency={props.currency}
            language={props.language}
            totalMinor={props.totalMinor}
            collectorRef={props.collectorRef}
            placeOrder={placeOrder}
            canPay={props.canPay}
            isDeliveryComplete={isDeliveryComplete(values, checkout.delivery.hasStates)}
            validateForm={validateForm}
            onWalletPay={props.onWalletPay}
          />
        </Step>
      </form>
    </FieldMessages>
  );
}
