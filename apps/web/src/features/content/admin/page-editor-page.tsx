import './admin-texts';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { contentAdminMessages as m } from '@upline/contract/content-admin';
import type { AdminPage, PageBody } from '@upline/contract/content-admin-pages';
import type { Language, PageDetail } from '@upline/contract/content';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentMeta } from '../../../shared/document-meta';
import { paths } from '../../../shared/paths';
import { CmsPageView } from '../components/cms-page-view';
import { adminPageQueryOptions, usePreview, useSavePage } from './content-admin-api';
import { ContentEditorField } from './content-editor-field';
import { Field } from '../../../shared/ui/form/field';
import { BilingualEditor } from './bilingual-editor';
import { applyServerErrors, imageRule, slugRule } from './form-rules';
import { useShopLanguages } from './shop-languages';
import { StaffGate } from './staff-gate';

interface PageTextValues {
  name: string;
  subheading: string;
  content: string;
  meta_title: string;
  meta_description: string;
}

interface PageValues {
  slug: string;
  banner_url: string;
  is_published: boolean;
  is_legal: boolean;
  texts: Record<string, PageTextValues>;
}

const emptyTexts: PageTextValues = { name: '', subheading: '', content: '', meta_title: '', meta_description: '' };

function valuesOf(languages: Language[], page?: AdminPage): PageValues {
  return {
    slug: page?.slug ?? '',
    banner_url: page?.banner_url ?? '',
    is_published: page?.is_published ?? true,
    is_legal: page?.is_legal ?? false,
    texts: Object.fromEntries(languages.map((l) => [l.code, { ...emptyTexts, ...page?.translations[l.code] }])),
  };
}

/** Staff: a new CMS page. */
export function AddContentPagePage() {
  const languages = useShopLanguages();
  return <PageEditor languages={languages} />;
}

/** Staff: a CMS page's editor, prefilled. */
export function EditContentPagePage() {
  const { id = '' } = useParams();
  const page = useQuery(adminPageQueryOptions(id));
  const languages = useShopLanguages();
  return (
    <StaffGate error={page.error} isPending={page.isPending}>
      {() => <PageEditor key={page.data?.id} page={page.data} languages={languages} />}
    </StaffGate>
  );
}

/**
 * Slug, banner and flags, then each language's texts side by side (default language first), the
 * content in the rich-text editor; a preview shows the page as the shop renders it, with the HTML
 * the server will store.
 */
function PageEditor({ page, languages }: { page?: AdminPage; languages: Language[] }) {
  const { t } = useTranslation('contentAdmin');
  const navigate = useNavigate();
  const save = useSavePage(page?.id);
  const preview = usePreview();
  const [shown, setShown] = useState<{ lang: string; page: PageDetail } | null>(null);
  const form = useForm<PageValues>({ defaultValues: valuesOf(languages, page) });
  const { errors } = form.formState;
  const defaultLang = languages[0]?.code ?? 'en';
  const title = page ? t('pages.editTitle', { name: page.translations[defaultLang]?.name ?? page.slug }) : t('pages.addTitle');
  useDocumentMeta(title);

  const submit = form.handleSubmit(async (values) => {
    const body: PageBody = {
      slug: values.slug.trim(),
      banner_url: values.banner_url.trim() || null,
      is_published: values.is_published,
      is_legal: values.is_legal,
      translations: values.texts,
    };
    try {
      const saved = await save.mutateAsync(body);
      toast.success(saved.message);
      if (!page) void navigate(paths.adminContentPage(saved.page.id), { replace: true });
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('saveFailed'));
      applyServerErrors(error, form.setError, (field) => field.replace(/^translations\./, 'texts.'));
    }
  });

  const showPreview = async (lang: string) => {
    const values = form.getValues();
    const texts = values.texts[lang] ?? emptyTexts;
    try {
      const { html } = await preview.mutateAsync(texts.content);
      setShown({
        lang,
        page: {
          slug: values.slug,
          name: texts.name || values.texts[defaultLang]?.name || '',
          page_subheading: texts.subheading,
          page_content: html,
          page_banner_url: values.banner_url.trim() || null,
          meta_title: texts.meta_title,
          meta_description: texts.meta_description,
        },
      });
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('previewFailed'));
    }
  };

  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <p>
        <Link to={paths.adminContent()} className="text-sm font-medium text-brand underline">
          {t('pages.back')}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl break-words">{title}</h1>
        {page?.is_published && (
          <Link to={paths.cmsPage(page.slug)} className="font-semibold text-brand underline">
            {t('viewInShop')}
          </Link>
        )}
      </div>
      <BilingualEditor
        languages={languages}
        onSubmit={submit}
        isSaving={save.isPending}
        onPreview={(lang) => void showPreview(lang)}
        isPreviewing={preview.isPending}
        preview={shown && { lang: shown.lang, view: <CmsPageView page={shown.page} /> }}
        shared={
          <>
            <Field label={t('pages.slug')} error={errors.slug?.message} hint={t('pages.slugHint')}>
              {(props) => <input {...props} {...form.register('slug', slugRule)} className="field-input" autoCapitalize="off" spellCheck={false} />}
            </Field>
            <Field label={t('pages.banner')} error={errors.banner_url?.message} hint={t('imageHint')}>
              {(props) => <input {...props} type="url" {...form.register('banner_url', imageRule)} className="field-input" />}
            </Field>
            <label className="flex min-h-11 items-center gap-3">
              <input type="checkbox" {...form.register('is_published')} className="size-5" />
              {t('pages.published')}
            </label>
            <label className="flex min-h-11 items-center gap-3">
              <input type="checkbox" {...form.register('is_legal')} className="size-5" />
              {t('pages.legalLink')}
            </label>
          </>
        }
        languageFields={(language) => (
          <>
            <Field label={t('pages.name')} error={errors.texts?.[language.code]?.name?.message}>
              {(props) => (
                <input
                  {...props}
                  {...form.register(`texts.${language.code}.name`, { validate: (v) => language.code !== defaultLang || v.trim() !== '' || m.nameRequired })}
                  className="field-input"
                />
              )}
            </Field>
            <Field label={t('pages.subheading')} error={errors.texts?.[language.code]?.subheading?.message}>
              {(props) => <input {...props} {...form.register(`texts.${language.code}.subheading`)} className="field-input" />}
            </Field>
            <ContentEditorField control={form.control} name={`texts.${language.code}.content`} lang={language.code} label={t('pages.content')} error={errors.texts?.[language.code]?.content?.message} />
            <Field label={t('pages.metaTitle')} error={errors.texts?.[language.code]?.meta_title?.message}>
              {(props) => <input {...props} {...form.register(`texts.${language.code}.meta_title`)} className="field-input" />}
            </Field>
            <Field label={t('pages.metaDescription')} error={errors.texts?.[language.code]?.meta_description?.message}>
              {(props) => <textarea {...props} rows={2} {...form.register(`texts.${language.code}.meta_description`)} className="field-input py-2" />}
            </Field>
          </>
        )}
      />
    </section>
  );
}
