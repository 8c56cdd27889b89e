import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { blogsQueryOptions } from '../api/get-blogs';
import { ArticleIndex } from './article-index';
import { useReloadOnLanguageChange } from '../lib/use-reload-on-language-change';
import { useDocumentMeta } from '../../../shared/document-meta';
import { paths } from '../../../shared/paths';
import { useReferralSlug, useSessionStore } from '../../../shared/session/session-store';

/** /blogs: every published blog post, newest first. */
export function BlogsPage() {
  const { t } = useTranslation('content');
  const language = useSessionStore((state) => state.language);
  const sluguser = useReferralSlug();
  const { data, error } = useQuery(blogsQueryOptions(language));
  useReloadOnLanguageChange();
  useDocumentMeta(t('blog.title'), t('blog.intro'));
  if (error) throw error;
  return (
    <ArticleIndex
      title={t('blog.title')}
      subheading={t('blog.intro')}
      articles={data}
      hrefOf={(article) => paths.blogDetails(article.slug, sluguser)}
    />
  );
}
