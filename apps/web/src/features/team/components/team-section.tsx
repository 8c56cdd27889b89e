import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLinks } from '../../../shared/ui/page-links';
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

/** The team lists' pages, in the team texts. */
export function TeamPagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation('team');
  const text = { label: t('pagination.label'), previous: t('pagination.previous'), next: t('pagination.next'), pageOf: t('pagination.pageOf', { page, pages }) };
  return <PageLinks page={page} pages={pages} text={text} />;
}
