import './admin-texts';
import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentMeta } from '../../../shared/document-meta';
import { PageLinks } from '../../../shared/ui/page-links';
import { auditQueryOptions } from './operations-api';
import { StaffGate } from './staff-gate';
import { currentLocale } from '../../../shared/format/locale';

/** The before and after of an audit entry, when it has them, else its data as written. */
function changeOf(data: unknown): { before?: unknown; after?: unknown; rest: unknown } {
  if (data && typeof data === 'object' && ('before' in data || 'after' in data)) {
    const { before, after, ...rest } = data as Record<string, unknown>;
    return { before, after, rest: Object.keys(rest).length ? rest : undefined };
  }
  return { rest: data ?? undefined };
}
const show = (value: unknown) => JSON.stringify(value, null, 1);

/** Staff: the audit log, newest first: who did what, when, with the record's before and after; searched. */
export function AdminAuditPage() {
  const { t, i18n } = useTranslation('operationsAdmin');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const q = params.get('q') ?? undefined;
  const entries = useQuery(auditQueryOptions({ q, page }));
  useDocumentMeta(t('audit.title'));
  const when = (iso: string) => new Intl.DateTimeFormat(currentLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setParams(text ? { q: text } : {});
  };
  const pagination = entries.data?.pagination;
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h1 className="text-3xl">{t('audit.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('audit.intro')}</p>
      <form key={q ?? ''} role="search" aria-label={t('audit.filters')} onSubmit={search} className="mt-4 flex flex-wrap items-end gap-3">
        <label className="grid min-w-0 flex-1 gap-1 text-sm font-medium">
          {t('audit.search')}
          <input type="search" name="q" defaultValue={q ?? ''} placeholder={t('audit.searchHint')} maxLength={100} className="field-input min-h-11 w-full" />
        </label>
        <button type="submit" className="btn-primary">
          {t('audit.apply')}
        </button>
      </form>
      <StaffGate error={entries.error} isPending={entries.isPending}>
        {() =>
          entries.data && entries.data.data.length > 0 ? (
            <>
              <ul className="mt-4 grid gap-3">
                {entries.data.data.map((e) => {
                  const change = changeOf(e.data);
                  return (
                    <li key={e.id} className="min-w-0 rounded-xl border border-cream-dark p-4 text-sm" data-testid="audit-entry">
                      <p className="font-semibold break-words">
                        {e.action} · {e.entity}
                        {e.entity_id ? ` #${e.entity_id}` : ''}
                      </p>
                      <p className="text-ink-muted">
                        {when(e.at)} · {e.actor ? `${e.actor.name} (${e.actor.email})` : t('audit.system')}
                      </p>
                      <div className="mt-2 grid gap-2 md:grid-cols-2">
                        {change.before !== undefined ? (
                          <div className="min-w-0">
                            <p className="font-medium">{t('audit.before')}</p>
                            <pre tabIndex={0} className="max-h-48 overflow-auto rounded-lg bg-cream p-2 text-xs whitespace-pre-wrap">{show(change.before)}</pre>
                          </div>
                        ) : null}
                        {change.after !== undefined ? (
                          <div className="min-w-0">
                            <p className="font-medium">{t('audit.after')}</p>
                            <pre tabIndex={0} className="max-h-48 overflow-auto rounded-lg bg-cream p-2 text-xs whitespace-pre-wrap">{show(change.after)}</pre>
                          </div>
                        ) : null}
                        {change.rest !== undefined ? (
                          <div className="min-w-0 md:col-span-2">
                            <p className="font-medium">{t('audit.details')}</p>
                            <pre tabIndex={0} className="max-h-48 overflow-auto rounded-lg bg-cream p-2 text-xs whitespace-pre-wrap">{show(change.rest)}</pre>
                          </div>
                        ) : null}
                      </div>
                    </li>
                  );
                })}
              </ul>
              {pagination ? (
                <PageLinks page={pagination.page} pages={pagination.pages} text={{ label: t('audit.pages'), previous: t('audit.previous'), next: t('audit.next'), pageOf: t('audit.pageOf', { page: pagination.page, pages: pagination.pages }) }} />
              ) : null}
            </>
          ) : (
            <p className="mt-4 text-ink-muted">{t('audit.empty')}</p>
          )
        }
      </StaffGate>
    </section>
  );
}
