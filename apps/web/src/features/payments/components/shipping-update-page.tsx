import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/paths';
import { useSessionStore } from '../../../shared/session/session-store';
import { usePaidOrder } from '../api/get-order';
import { useUpdateShipping } from '../api/update-shipping';
import { useKnownDetailsFilled, useShippingUpdateForm } from '../hooks/use-shipping-update-form';
import { DEFAULT_PAYMENT_METHOD, paymentMethodKey, paymentParamsOf } from '../lib/payment-params';
import { shippingUpdatePayloadOf } from '../lib/shipping-update-form';
import { AddressFields, MissingOrder, OrderFacts, OutcomeDialog, type ShippingUpdateOutcome } from './shipping-update-parts';

/** Checkout §8: the success dialog shows for 2 s before PaymentSuccess. */
export const SUCCESS_DIALOG_MS = 2000;

/**
 * The shipping update page (checkout §2, §4, §8): for an express order paid without a usable
 * address. Title, order number and payment method ('Express Checkout' by default), the address
 * form, 'Update & Complete Order' ('Updating...'). Success shows 'Shipping Address Updated!' for
 * 2 s and goes to PaymentSuccess with the order and method; a failure shows 'Update Failed' with
 * the server's message (the route records it through `onUpdateFailed`).
 */
export function ShippingUpdatePage({ onUpdateFailed }: { onUpdateFailed?: (message: string, orderId: number) => void }) {
  const { t } = useTranslation('payments');
  const [search] = useSearchParams();
  const params = paymentParamsOf(search);
  const order = usePaidOrder(params.orderId);
  const update = useUpdateShipping();
  const [outcome, setOutcome] = useState<ShippingUpdateOutcome>(null);
  const { form, countries, stateList, hasStates } = useShippingUpdateForm();
  const known = order.data;
  useKnownDetailsFilled(known, form);

  const method = params.paymentMethod ?? known?.payment_method ?? null;
  const methodKey = paymentMethodKey(method);
  const methodName = method === null ? DEFAULT_PAYMENT_METHOD : methodKey ? t(`methods.${methodKey}`) : method;
  const orderNumber = params.orderNumber ?? known?.order_number ?? (params.orderId !== null ? String(params.orderId) : null);
  useSuccessRedirect(outcome, params.orderId, method);

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

  if (params.orderId === null) return <MissingOrder />;

  return (
    <div className="container-page flex justify-center py-10 sm:py-14">
      <section className="w-full max-w-2xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-cream-dark sm:p-8" aria-labelledby="update-title">
        <h1 id="update-title" className="text-3xl">
          {t('update.title')}
        </h1>
        <p className="mt-2 text-ink-muted">{t('update.intro')}</p>
        <OrderFacts orderNumber={orderNumber} methodName={methodName} />
        <form onSubmit={(event) => void submit(event)} noValidate className="mt-6 grid gap-4 sm:grid-cols-2">
          <AddressFields form={form} countries={countries} stateList={stateList} hasStates={hasStates} />
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

/** Checkout §4: success leads to PaymentSuccess, with the order and the method, after the 2 s dialog. */
function useSuccessRedirect(outcome: ShippingUpdateOutcome, orderId: number | null, method: string | null) {
  const navigate = useNavigate();
  const sluguser = useSessionStore((state) => state.userUrlName);
  useEffect(() => {
    if (outcome?.kind !== 'success' || orderId === null) return;
    const query = new URLSearchParams({ order_id: String(orderId), payment_method: method ?? DEFAULT_PAYMENT_METHOD });
    const timer = window.setTimeout(() => void navigate(`${paths.paymentSuccess(sluguser)}?${query.toString()}`), SUCCESS_DIALOG_MS);
    return () => window.clearTimeout(timer);
  }, [method, navigate, outcome, orderId, sluguser]);
}
