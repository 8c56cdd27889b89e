import type { ReactNode } from 'react';
import type { ArticleSummary } from '@upline/contract/content';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/ui/spinner';
import { ArticleGrid } from './article-grid';
import { PageHeader } from './page-header';

interface ArticleIndexProps {
  title: string;
  subheading: string;
  /** Undefined while loading. */
  articles: readonly ArticleSummary[] | undefined;
  hrefOf: (article: ArticleSummary) => string;
  /** After the list: the press room, a newsletter invitation. */
  children?: ReactNode;
}

/** The press releases or blog list page: heading, then every article as a card, newest first. */
export function ArticleIndex({ title, subheading, articles, hrefOf, children }: ArticleIndexProps) {
  const { t } = useTranslation('content');
  return (
    <>
      <PageHeader title={title} subheading={subheading} />
      <div className="container-page py-10 sm:py-14">
        {articles === undefined ? (
          <Spinner />
        ) : articles.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-ink-muted">{t('articles.empty')}</p>
        ) : (
          <ArticleGrid articles={articles} hrefOf={hrefOf} />
        )}
      </div>
      {children}
    </>
  );
}
