import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@upline/domain/money';

export interface PaypalButtonsProps {
  clientId: string;
  currency: Currency;
  /** Our order's PayPal order id, created by the server. */
  createOrder: () => Promise<string>;
  onApprove: (paypalOrderId: string) => Promise<void>;
  onCancel: () => void;
  onError: (error: unknown) => void;
  /** The express popup: shipping and tax follow the buyer's address; a rejected promise refuses it. */
  onShippingAddressChange?: (address: { city: string; state: string; countryCode: string; postalCode: string }) => Promise<void>;
  isDisabled?: boolean;
}

/**
 * The PayPal JS SDK buttons (checkout §2 'Payment panel', §4), loaded only when PayPal is
 * configured: capture intent, card and credit funding off (checkout §9), the cart's currency.
 */
export default function PaypalButtonsBlock(props: PaypalButtonsProps) {
  return (
    <PayPalScriptProvider
      options={{ clientId: props.clientId, currency: props.currency, intent: 'capture', components: 'buttons', disableFunding: 'credit,card' }}
    >
      <Buttons {...props} />
    </PayPalScriptProvider>
  );
}

function Buttons(props: PaypalButtonsProps) {
  const { t } = useTranslation('checkout');
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isRejected) {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        {t('express.errors.sdkNotLoaded')}
      </p>
    );
  }
  return (
    <div aria-label={t('express.sheet.paypalButtons')} role="group">
      {isPending && <p className="text-sm text-ink-muted">{t('payment.paypalLoading')}</p>}
      <PayPalButtons
        style={{ layout: 'vertical', shape: 'pill', label: 'pay' }}
        disabled={props.isDisabled}
        forceReRender={[props.currency]}
        createOrder={() => props.createOrder()}
        onApprove={(data) => props.onApprove(data.orderID)}
        onCancel={() => props.onCancel()}
        onError={(error) => props.onError(error)}
        {...(props.onShippingAddressChange
          ? {
              onShippingAddressChange: async (data, actions) => {
                try {
                  await props.onShippingAddressChange?.(data.shippingAddress);
                } catch {
                  await actions.reject();
                }
              },
            }
          : {})}
      >
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('express.errors.buttonsNotEligible')}
        </p>
      </PayPalButtons>
    </div>
  );
}
