import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pageQueryOptions } from '../../../features/content/api/get-page';
import { htmlLines } from '../../../features/content/lib/html-lines';
import { ReceiptPage } from '../../../features/orders/components/receipt-page';
import { useSessionStore } from '../../../shared/session/session-store';

/** The receipt with the shop's name and its address from the footer-address content page (as in the footer). */
export function ReceiptRoute() {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const { data: page } = useQuery(pageQueryOptions('footer-address', language));
  return <ReceiptPage shop={{ name: t('common.appName'), address: page ? htmlLines(page.page_content) : [] }} />;
}
