import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/paths';
import { useReferralSlug, useSessionStore } from '../../../shared/session/session-store';
import { useSignOutWhenUnauthenticated } from '../../../shared/session/use-sign-out-when-unauthenticated';
import { Spinner } from '../../../shared/ui/spinner';
import { useMemberOrder } from '../api/member-orders';
import { orderIdOf } from '../lib/order-date';
import { buildReceipt, receiptFileName, type ReceiptShop } from '../lib/receipt';
import { useReceiptLabels } from '../lib/use-receipt-labels';
import { MemberSection, OrdersLoadFailed } from './member-section';
import { ReceiptSheet } from './receipt-sheet';
import './receipt-print.css';

/**
 * The receipt of an order laid out for paper (Order History's Print Receipts): Print opens the
 * browser's print dialog (at once when the page is opened with ?print=1), and Download PDF saves
 * the same receipt drawn by jsPDF, which loads only then.
 */
export function ReceiptPage({ shop }: { shop: ReceiptShop }) {
  const { t } = useTranslation('orders');
  const { t: tr } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const sluguser = useReferralSlug();
  const orderId = orderIdOf(useParams().id);
  const [params] = useSearchParams();
  const query = useMemberOrder(orderId);
  useSignOutWhenUnauthenticated(query.error);
  const labels = useReceiptLabels();
  const [isSaving, setIsSaving] = useState(false);
  const hasPrinted = useRef(false);
  const order = query.data;
  const shouldPrint = params.get('print') === '1';

  useEffect(() => {
    if (!order || !shouldPrint || hasPrinted.current) return;
    hasPrinted.current = true;
    // Let the sheet paint (fonts, thumbnails) before the dialog freezes the page.
    const timer = window.setTimeout(() => window.print(), 400);
    return () => window.clearTimeout(timer);
  }, [order, shouldPrint]);

  if (orderId !== null && query.isPending) return <Spinner />;
  if (!order) {
    const isNotFound = orderId === null || (isApiError(query.error) && query.error.isNotFound);
    return (
      <MemberSection title={t('receipt.title')}>
        <OrdersLoadFailed message={isNotFound ? t('items.notFound') : t('items.failed')} />
      </MemberSection>
    );
  }

  const receipt = buildReceipt(order, labels, language, { ...shop, name: shop.name || tr('common.appName') });
  const savePdf = async () => {
    setIsSaving(true);
    try {
      const { downloadReceiptPdf } = await import('../lib/receipt-pdf');
      downloadReceiptPdf(receipt, receiptFileName(order.order_number));
    } catch {
      toast.error(t('receipt.pdfFailed'), { duration: 4000 });
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <MemberSection
      title={t('receipt.pageTitle', { number: order.order_number })}
      actions={
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-primary" onClick={() => window.print()} data-testid="receipt-print">
            {t('receipt.print')}
          </button>
          <button type="button" className="btn-outline" onClick={savePdf} disabled={isSaving} data-testid="receipt-pdf">
            {isSaving ? t('receipt.saving') : t('receipt.pdf')}
          </button>
        </div>
      }
    >
      <ReceiptSheet receipt={receipt} />
      <p className="mt-6">
        <Link to={paths.ordersDetails(order.id, sluguser)} className="text-sm font-medium text-brand underline underline-offset-2">
          {t('receipt.back')}
        </Link>
      </p>
    </MemberSection>
  );
}
