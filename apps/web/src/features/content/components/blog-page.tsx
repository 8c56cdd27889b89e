import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { blogQueryOptions, blogsQueryOptions } from '../api/get-blogs';
import { ArticleGrid } from './article-grid';
import { ArticleView } from './article-view';
import { useReloadOnLanguageChange } from '../lib/use-reload-on-language-change';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentMeta } from '../../../shared/document-meta';
import { paths } from '../../../shared/paths';
import { useReferralSlug, useSessionStore } from '../../../shared/session/session-store';
import { Spinner } from '../../../shared/ui/spinner';
import { NotFoundContent } from '../../../shared/ui/not-found-content';

/** /blog-details/{blogSlug}: one blog post, then up to three more to read. */
export function BlogPage() {
  const { t } = useTranslation('content');
  const { blogSlug = '' } = useParams();
  const language = useSessionStore((state) => state.language);
  const sluguser = useReferralSlug();
  const { data: post, error, isPending } = useQuery(blogQueryOptions(blogSlug, language));
  const { data: posts } = useQuery(blogsQueryOptions(language));
  useReloadOnLanguageChange();
  useDocumentMeta(post?.title, post?.content_preview);

  if (isPending) return <Spinner />;
  if (error && !(isApiError(error) && (error.isNotFound || error.status === 400))) throw error;
  if (!post) return <NotFoundContent />;
  const more = (posts ?? []).filter((other) => other.slug !== post.slug).slice(0, 3);
  return (
    <ArticleView article={post} list={{ label: t('blog.title'), to: paths.blogs(sluguser) }}>
      {more.length > 0 && (
        <section aria-labelledby="more-posts" className="bg-cream py-10 sm:py-14">
          <div className="container-page">
            <h2 id="more-posts" className="text-2xl sm:text-3xl">
              {t('blog.more')}
            </h2>
            <div className="mt-6">
              <ArticleGrid articles={more} hrefOf={(article) => paths.blogDetails(article.slug, sluguser)} headingLevel={3} />
            </div>
          </div>
        </section>
      )}
    </ArticleView>
  );
}
