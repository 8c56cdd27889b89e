import { useId, type FormEventHandler, type ReactNode } from 'react';
import type { Language } from '@upline/contract/content';
import { useTranslation } from 'react-i18next';

export interface BilingualEditorProps {
  /** The shop's languages, the default one first (English, then French). */
  languages: Language[];
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSaving: boolean;
  /** The fields every language shares (slug, image, dates, flags). */
  shared: ReactNode;
  /** One language's fields, in its own column. */
  languageFields: (language: Language) => ReactNode;
  /** Shows the preview of one language's texts (the parent asks the server for the stored HTML). */
  onPreview: (lang: string) => void;
  isPreviewing: boolean;
  /** The preview as the shop shows it, once asked for. */
  preview: { lang: string; view: ReactNode } | null;
}

/**
 * The content editors' shape: shared fields, then each language's texts side by side (the
 * default language required, the others optional), a preview button per language, the save
 * button, and the preview as the shop renders it below, announced when it appears.
 */
export function BilingualEditor({ languages, onSubmit, isSaving, shared, languageFields, onPreview, isPreviewing, preview }: BilingualEditorProps) {
  const { t } = useTranslation('contentAdmin');
  const previewTitleId = useId();
  const defaultLang = languages[0]?.code ?? 'en';
  return (
    <>
      <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-6">
        <div className="grid gap-4 sm:grid-cols-2">{shared}</div>
        <div className="grid gap-6 xl:grid-cols-2">
          {languages.map((language) => (
            <fieldset key={language.code} lang={language.code} className="grid min-w-0 content-start gap-4 rounded-xl border border-cream-dark p-3 sm:p-4">
              <legend className="px-1 font-semibold">{language.name}</legend>
              {language.code !== defaultLang && <p className="text-sm text-ink-muted">{t('optionalLanguage')}</p>}
              {languageFields(language)}
              <button type="button" className="btn-outline justify-self-start" onClick={() => onPreview(language.code)} disabled={isPreviewing}>
                {t('previewIn', { language: language.name })}
              </button>
            </fieldset>
          ))}
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary" disabled={isSaving}>
            {t('save')}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {preview && (
          <section aria-labelledby={previewTitleId} className="mt-8">
            <h2 id={previewTitleId} className="text-2xl">
              {t('previewTitle', { language: languages.find((l) => l.code === preview.lang)?.name ?? preview.lang })}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{t('previewHint')}</p>
            <div lang={preview.lang} className="mt-3 overflow-hidden rounded-xl border-2 border-dashed border-cream-dark bg-cream" data-testid="content-preview">
              {preview.view}
            </div>
          </section>
        )}
      </div>
    </>
  );
}
