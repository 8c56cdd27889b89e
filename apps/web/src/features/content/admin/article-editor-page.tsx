import './admin-texts';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { contentAdminMessages as m } from '@upline/contract/content-admin';
import type { AdminArticle, ArticleBody, ArticleKind } from '@upline/contract/content-admin-articles';
import type { ArticleDetail, Language } from '@upline/contract/content';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentMeta } from '../../../shared/document-meta';
import { formatDate } from '../../../shared/format/locale';
import { paths } from '../../../shared/paths';
import { ArticleView } from '../components/article-view';
import { useArticleKind } from './admin-articles-page';
import { adminArticleQueryOptions, usePreview, useSaveArticle } from './content-admin-api';
import { ContentEditorField } from './content-editor-field';
import { Field } from '../../../shared/ui/form/field';
import { BilingualEditor } from './bilingual-editor';
import { applyServerErrors, imageRule, slugRule } from './form-rules';
import { useShopLanguages } from './shop-languages';
import { StaffGate } from './staff-gate';

interface ArticleTextValues {
  title: string;
  preview: string;
  content: string;
}

interface ArticleValues {
  slug: string;
  published_on: string;
  image_url: string;
  is_published: boolean;
  texts: Record<string, ArticleTextValues>;
}

const emptyTexts: ArticleTextValues = { title: '', preview: '', content: '' };

function valuesOf(languages: Language[], article?: AdminArticle): ArticleValues {
  return {
    slug: article?.slug ?? '',
    published_on: article?.published_on ?? new Date().toISOString().slice(0, 10),
    image_url: article?.image_url ?? '',
    is_published: article?.is_published ?? true,
    texts: Object.fromEntries(languages.map((l) => [l.code, { ...emptyTexts, ...article?.translations[l.code] }])),
  };
}

/** Staff: a new blog post or press release. */
export function AddArticlePage() {
  const kind = useArticleKind();
  const languages = useShopLanguages();
  if (!kind) return null;
  return <ArticleEditor key={kind} kind={kind} languages={languages} />;
}

/** Staff: a blog post's or press release's editor, prefilled. */
export function EditArticlePage() {
  const kind = useArticleKind();
  const { id = '' } = useParams();
  const article = useQuery({ ...adminArticleQueryOptions(kind ?? 'blog', id), enabled: kind !== null });
  const languages = useShopLanguages();
  if (!kind) return null;
  return (
    <StaffGate error={article.error} isPending={article.isPending}>
      {() => <ArticleEditor key={article.data?.id} kind={kind} article={article.data} languages={languages} />}
    </StaffGate>
  );
}

/** Slug, date, image and state, then each language's title, teaser and content side by side, with a preview as the shop shows it. */
function ArticleEditor({ kind, article, languages }: { kind: ArticleKind; article?: AdminArticle; languages: Language[] }) {
  const { t } = useTranslation('contentAdmin');
  const navigate = useNavigate();
  const save = useSaveArticle(kind, article?.id);
  const preview = usePreview();
  const [shown, setShown] = useState<{ lang: string; article: ArticleDetail } | null>(null);
  const form = useForm<ArticleValues>({ defaultValues: valuesOf(languages, article) });
  const { errors } = form.formState;
  const defaultLang = languages[0]?.code ?? 'en';
  const title = article ? t(`articles.${kind}.editTitle`, { title: article.translations[defaultLang]?.title ?? article.slug }) : t(`articles.${kind}.add`);
  useDocumentMeta(title);
  const shopPath = (slug: string) => (kind === 'blog' ? paths.blogDetails(slug) : paths.pressReleaseDetails(slug));

  const submit = form.handleSubmit(async (values) => {
    const body: ArticleBody = {
      slug: values.slug.trim(),
      published_on: values.published_on,
      image_url: values.image_url.trim() || null,
      is_published: values.is_published,
      translations: values.texts,
    };
    try {
      const saved = await save.mutateAsync(body);
      toast.success(saved.message);
      if (!article) void navigate(paths.adminContentArticle(kind, saved.article.id), { replace: true });
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
        article: {
          id: article?.id ?? 0,
          slug: values.slug,
          title: texts.title || values.texts[defaultLang]?.title || '',
          formatted_date: /^\d{4}-\d{2}-\d{2}$/.test(values.published_on) ? formatDate(`${values.published_on}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }, lang) : '',
          content_preview: texts.preview,
          image_url: values.image_url.trim() || null,
          content: html,
        },
      });
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('previewFailed'));
    }
  };

  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <p>
        <Link to={paths.adminContentArticles(kind)} className="text-sm font-medium text-brand underline">
          {t(`articles.${kind}.back`)}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl break-words">{title}</h1>
        {article?.is_published && (
          <Link to={shopPath(article.slug)} className="font-semibold text-brand underline">
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
        preview={shown && { lang: shown.lang, view: <ArticleView article={shown.article} list={{ label: t(`articles.${kind}.title`), to: paths.adminContentArticles(kind) }} /> }}
        shared={
          <>
            <Field label={t('articles.slug')} error={errors.slug?.message} hint={t('articles.slugHint')}>
              {(props) => <input {...props} {...form.register('slug', slugRule)} className="field-input" autoCapitalize="off" spellCheck={false} />}
            </Field>
            <Field label={t('articles.date')} error={errors.published_on?.message} hint={t('articles.dateHint')}>
              {(props) => <input {...props} type="date" {...form.register('published_on', { validate: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) || m.date })} className="field-input" />}
            </Field>
            <Field label={t('articles.image')} error={errors.image_url?.message} hint={t('imageHint')}>
              {(props) => <input {...props} type="url" {...form.register('image_url', imageRule)} className="field-input" />}
            </Field>
            <label className="flex min-h-11 items-center gap-3 self-end">
              <input type="checkbox" {...form.register('is_published')} className="size-5" />
              {t('articles.published')}
            </label>
          </>
        }
        languageFields={(language) => (
          <>
            <Field label={t('articles.title')} error={errors.texts?.[language.code]?.title?.message}>
              {(props) => (
                <input
                  {...props}
                  {...form.register(`texts.${language.code}.title`, { validate: (v) => language.code !== defaultLang || v.trim() !== '' || m.titleRequired })}
                  className="field-input"
                />
              )}
            </Field>
            <Field label={t('articles.teaser')} error={errors.texts?.[language.code]?.preview?.message}>
              {(props) => <textarea {...props} rows={2} {...form.register(`texts.${language.code}.preview`)} className="field-input py-2" />}
            </Field>
            <ContentEditorField control={form.control} name={`texts.${language.code}.content`} lang={language.code} label={t('pages.content')} error={errors.texts?.[language.code]?.content?.message} />
          </>
        )}
      />
    </section>
  );
}
