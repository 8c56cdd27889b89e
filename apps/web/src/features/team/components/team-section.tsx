import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentMeta } from '../../../shared/document-meta';

/** A back-office page of the team inside the account layout: its title, a line under it and the content. */
export function TeamSection({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  useDocumentMeta(title);
  return (
    <section className="p-4 sm:p-8">
      <div className="mb-6">
        <h1 className="text-2xl sm:text-3xl">{title}</h1>
        {intro && <p className="mt-1 text-ink-muted">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

/** Shown when a part of the team cannot be loaded. */
export function TeamLoadFailed({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-lg bg-cream p-4 text-ink">
      {message}
    </p>
  );
}

/** An empty list: the spec's 'No data found.' and, when given, a hint. */
export function TeamEmpty({ message, hint }: { message: string; hint?: string }) {
  return (
    <div className="rounded-2xl bg-cream px-6 py-10 text-center" data-testid="team-empty">
      <p className="font-semibold text-ink">{message}</p>
      {hint && <p className="mt-1 text-sm text-ink-muted">{hint}</p>}
    </div>
  );
}

/** Previous and next pages, kept in the `?page=` query so that Back and reload keep the page. */
export function TeamPagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation('team');
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
    <nav aria-label={t('pagination.label')} className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={to(page - 1)} className={linkClass} rel="prev">
          {t('pagination.previous')}
        </Link>
      ) : (
        <span className={disabledClass} aria-disabled="true">
          {t('pagination.previous')}
        </span>
      )}
      <span className="text-sm text-ink-muted" aria-current="page">
        {t('pagination.pageOf', { page, pages })}
      </span>
      {page < pages ? (
        <Link to={to(page + 1)} className={linkClass} rel="next">
          {t('pagination.next')}
        </Link>
      ) : (
        <span className={disabledClass} aria-disabled="true">
          {t('pagination.next')}
        </span>
      )}
    </nav>
  );
}
