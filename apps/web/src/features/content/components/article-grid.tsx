import type { ArticleSummary } from '@upline/contract/content';
import { ArticleCard } from './article-card';

/** Press releases or blog posts as a grid of cards, newest first as the server sends them. */
export function ArticleGrid({
  articles,
  hrefOf,
  headingLevel,
}: {
  articles: readonly ArticleSummary[];
  hrefOf: (article: ArticleSummary) => string;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li key={article.id} className="flex">
          <ArticleCard article={article} to={hrefOf(article)} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
