import './admin-texts';
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TranslationEntry } from '@upline/contract/content';
import { contentAdminMessages as m } from '@upline/contract/content-admin';
import { MAX_TRANSLATION } from '@upline/contract/content-admin-translations';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentMeta } from '../../../shared/document-meta';
import { formatNumber } from '../../../shared/format/locale';
import { adminTranslationsQueryOptions, useSaveTranslation } from './content-admin-api';
import { ContentTabs } from './content-tabs';
import { useShopLanguages } from './shop-languages';
import { StaffGate } from './staff-gate';

const statuses = ['pending', 'translated', 'all'] as const;
type Status = (typeof statuses)[number];

/**
 * Staff: the translation queue. The texts translateany could not translate yet (visitors got
 * them in English), most asked first; staff write the translation and the shop serves it from then on.
 */
export function AdminTranslationsPage() {
  const { t } = useTranslation('contentAdmin');
  const languages = useShopLanguages().slice(1);
  const [params, setParams] = useSearchParams();
  const status: Status = statuses.find((s) => s === params.get('status')) ?? 'pending';
  const lang = languages.find((l) => l.code === params.get('lang'))?.code ?? languages[0]?.code ?? 'fr';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const entries = useQuery(adminTranslationsQueryOptions({ status, lang, page }));
  useDocumentMeta(t('translations.title'));
  const go = (next: { status?: Status; lang?: string; page?: number }) =>
    setParams({ status: next.status ?? status, lang: next.lang ?? lang, page: String(next.page ?? 1) });
  const pages = entries.data ? Math.max(1, Math.ceil(entries.data.total / entries.data.page_size)) : 1;

  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h1 className="text-3xl">{t('title')}</h1>
      <ContentTabs />
      <h2 className="mt-8 text-2xl">{t('translations.title')}</h2>
      <p className="mt-1 text-ink-muted">{t('translations.intro')}</p>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <div role="group" aria-label={t('translations.filter')} className="flex flex-wrap gap-2">
          {statuses.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={status === s}
              onClick={() => go({ status: s })}
              className={`min-h-11 rounded-full px-4 ${status === s ? 'bg-brand text-white' : 'border border-cream-dark bg-white text-ink'}`}
            >
              {t(`translations.statuses.${s}`)}
            </button>
          ))}
        </div>
        {languages.length > 1 && (
          <label className="grid gap-1 text-sm font-medium">
            {t('translations.language')}
            <select value={lang} onChange={(event) => go({ lang: event.target.value })} className="field-input">
              {languages.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <StaffGate error={entries.error} isPending={entries.isPending}>
        {() =>
          entries.data && entries.data.translations.length > 0 ? (
            <>
              <p className="mt-4 text-sm text-ink-muted" aria-live="polite">
                {t('translations.count', { count: entries.data.total, formatted: formatNumber(entries.data.total) })}
              </p>
              <ul className="mt-3 grid gap-3">
                {entries.data.translations.map((entry) => (
                  <TranslationRow key={`${entry.id}-${entry.text ?? ''}`} entry={entry} languageName={languages.find((l) => l.code === entry.lang)?.name ?? entry.lang} />
                ))}
              </ul>
              {pages > 1 && (
                <nav aria-label={t('translations.pages')} className="mt-4 flex items-center gap-3">
                  <button type="button" className="btn-outline" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
                    {t('translations.previous')}
                  </button>
                  <span className="text-sm">{t('translations.page', { page, pages })}</span>
                  <button type="button" className="btn-outline" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
                    {t('translations.next')}
                  </button>
                </nav>
              )}
            </>
          ) : (
            <p className="mt-4 text-ink-muted">{t(`translations.empty.${status}`)}</p>
          )
        }
      </StaffGate>
    </section>
  );
}

/** One catalogue text: the English source, how often visitors asked, and the translation to write. */
function TranslationRow({ entry, languageName }: { entry: TranslationEntry; languageName: string }) {
  const { t } = useTranslation('contentAdmin');
  const save = useSaveTranslation();
  const [text, setText] = useState(entry.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const fieldId = `translation-${entry.id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return setError(m.translationRequired);
    if (value.length > MAX_TRANSLATION) return setError(m.tooLong(MAX_TRANSLATION));
    setError(null);
    try {
      const saved = await save.mutateAsync({ id: entry.id, text: value });
      toast.success(saved.message);
    } catch (failure) {
      const message = isApiError(failure) ? (failure.fieldErrors.text ?? failure.message) : t('saveFailed');
      setError(message);
      toast.error(message);
    }
  };

  return (
    <li className="rounded-xl border border-cream-dark p-3 sm:p-4" data-testid="translation-row">
      <p lang="en" className="font-medium break-words whitespace-pre-wrap">
        {entry.source_text}
      </p>
      <p className="mt-1 text-xs text-ink-muted">{t('translations.asked', { count: entry.request_count })}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-3 grid gap-2">
        <label htmlFor={fieldId} className="text-sm font-medium">
          {t('translations.field', { language: languageName })}
        </label>
        <textarea
          id={fieldId}
          lang={entry.lang}
          rows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className="field-input py-2"
        />
        {error && (
          <p id={`${fieldId}-error`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <button type="submit" className="btn-primary justify-self-start" disabled={save.isPending}>
          {t('translations.save')}
        </button>
      </form>
    </li>
  );
}
