import { useTranslation } from 'react-i18next';
import { PageLinks } from '../../../shared/ui/page-links';

/** The orders lists' pages, in the orders texts. */
export function OrdersPagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation('orders');
  const text = { label: t('member.pagination'), previous: t('member.previous'), next: t('member.next'), pageOf: t('member.pageOf', { page, pages }) };
  return <PageLinks page={page} pages={pages} text={text} />;
}
