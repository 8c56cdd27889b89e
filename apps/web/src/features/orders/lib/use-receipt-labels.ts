import { useTranslation } from 'react-i18next';
import type { ReceiptLabels } from './receipt';

/** The receipt's words in the reader's language. */
export function useReceiptLabels(): ReceiptLabels {
  const { t } = useTranslation('orders');
  return {
    title: t('receipt.title'),
    orderNumber: t('details.orderNumber'),
    orderDate: t('details.orderDate'),
    payment: t('details.payment'),
    unpaid: t('details.unpaid'),
    product: t('details.product'),
    quantity: t('details.quantity'),
    price: t('details.price'),
    total: t('details.lineTotal'),
    subtotal: t('details.itemsTotal'),
    discount: t('details.discount'),
    shipping: (method) => t('details.delivery', { method: method ?? t('details.noDelivery') }),
    tax: (name, rate, isOnShipping) => t(isOnShipping ? 'details.taxOnShipping' : 'details.taxLine', { name, rate }),
    totalPaid: t('details.totalPaid'),
    refunded: t('details.refunded'),
    thanks: t('receipt.thanks'),
  };
}
