import { Link, useSearchParams } from 'react-router';

export interface PageLinksText {
  /** The navigation's accessible name. */
  label: string;
  previous: string;
  next: string;
  /** 'Page 2 of 5', in the caller's language. */
  pageOf: string;
}

/** Previous and next pages of a long list, kept in the `?page=` query so that Back and reload keep the page. */
export function PageLinks({ page, pages, text }: { page: number; pages: number; text: PageLinksText }) {
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
  const step = (target: number, enabled: boolean, words: string, rel: 'prev' | 'next') =>
    enabled ? (
      <Link to={to(target)} className={linkClass} rel={rel}>
        {words}
      </Link>
    ) : (
      <span className={disabledClass} aria-disabled="true">
        {words}
      </span>
    );
  return (
    <nav aria-label={text.label} className="mt-6 flex items-center justify-between gap-3">
      {step(page - 1, page > 1, text.previous, 'prev')}
      <span className="text-sm text-ink-muted" aria-current="page">
        {text.pageOf}
      </span>
      {step(page + 1, page < pages, text.next, 'next')}
    </nav>
  );
}
