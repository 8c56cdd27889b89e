import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

/** Previous and next pages of a long list, kept in the `?page=` query so that Back and reload keep the page. */
export function OrdersPagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  if (pages <= 1) return null;
  const to = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    const search = next.toString();
    return search ? `?${search}` : '?';
  };
  const linkClass = 'btn-outline min-w-28';
  const disabledClass = 'btn min-w-28 border border-cream-dark text-ink-muted';
  return (
    <nav aria-label={t('member.pagination')} className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={to(page - 1)} className={linkClass} rel="prev">
          {t('member.previous')}
        </Link>
      ) : (
        <span className={disabledClass} aria-disabled="true">
          {t('member.previous')}
        </span>
      )}
      <span className="text-sm text-ink-muted" aria-current="page">
        {t('member.pageOf', { page, pages })}
      </span>
      {page < pages ? (
        <Link to={to(page + 1)} className={linkClass} rel="next">
          {t('member.next')}
        </Link>
      ) : (
        <span className={disabledClass} aria-disabled="true">
          {t('member.next')}
        </span>
      )}
    </nav>
  );
}
