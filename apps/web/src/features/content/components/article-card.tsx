import type { ArticleSummary } from '@upline/contract/content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** One press release or blog post in a list: image, date, title, teaser and a link to read it. */
export function ArticleCard({ article, to, headingLevel = 2 }: { article: ArticleSummary; to: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('content');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-cream-dark transition-shadow hover:shadow-md">
      {article.image_url && (
        <img
          src={article.image_url}
          alt=""
          width={800}
          height={450}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="text-sm text-ink-muted">{article.formatted_date}</p>
        <Heading className="mt-2 text-xl leading-snug sm:text-2xl">
          {/* The whole card is the link's target area; the heading keeps it one tab stop. */}
          <Link to={to} className="after:absolute after:inset-0 hover:underline">
            {article.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 text-ink-muted">{article.content_preview}</p>
        <p className="mt-4 text-sm font-semibold text-brand" aria-hidden="true">
          {t('articles.readMore')} →
        </p>
      </div>
    </article>
  );
}
