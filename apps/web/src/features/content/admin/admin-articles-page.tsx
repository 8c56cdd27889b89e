import './admin-texts';
import { useQuery } from '@tanstack/react-query';
import { articleKindSchema, type ArticleKind } from '@upline/contract/content-admin-articles';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentMeta } from '../../../shared/document-meta';
import { formatDate } from '../../../shared/format/locale';
import { paths } from '../../../shared/paths';
import { adminArticlesQueryOptions } from './content-admin-api';
import { ContentTabs } from './content-tabs';
import { StaffGate } from './staff-gate';

/** The article kind of the address, or null for any other word. */
export function useArticleKind(): ArticleKind | null {
  const { kind } = useParams();
  const parsed = articleKindSchema.safeParse(kind);
  return parsed.success ? parsed.data : null;
}

/** Staff: the blog posts or the press releases, newest first, drafts and scheduled ones included. */
export function AdminArticlesPage() {
  const kind = useArticleKind();
  const { t } = useTranslation('contentAdmin');
  useDocumentMeta(kind ? t(`articles.${kind}.title`) : t('title'));
  if (!kind) return <p role="alert" className="rounded-2xl bg-white p-6 shadow-sm">{t('notFound')}</p>;
  return <ArticleList key={kind} kind={kind} />;
}

function ArticleList({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation('contentAdmin');
  const articles = useQuery(adminArticlesQueryOptions(kind));
  const today = new Date().toISOString().slice(0, 10);
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl">{t('title')}</h1>
        <Link to={paths.adminAddContentArticle(kind)} className="btn-primary">
          {t(`articles.${kind}.add`)}
        </Link>
      </div>
      <ContentTabs />
      <h2 className="mt-8 text-2xl">{t(`articles.${kind}.title`)}</h2>
      <StaffGate error={articles.error} isPending={articles.isPending}>
        {() => (
          <ul className="mt-3 divide-y divide-cream-dark rounded-xl border border-cream-dark">
            {(articles.data ?? []).map((article) => (
              <li key={article.id} className="grid gap-1 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4" data-testid="content-article-row">
                <div className="min-w-0">
                  <Link to={paths.adminContentArticle(kind, article.id)} className="font-semibold break-words text-brand underline">
                    {article.title}
                  </Link>
                  <p className="text-sm break-all text-ink-muted">/{article.slug}</p>
                </div>
                <p className="text-sm text-ink-muted sm:text-right">
                  {formatDate(`${article.published_on}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })} · {article.languages.map((l) => l.toUpperCase()).join(' · ')} ·{' '}
                  {t(!article.is_published ? 'draft' : article.published_on > today ? 'scheduled' : 'published')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </StaffGate>
    </section>
  );
}
