import type { ReactNode } from 'react';
import type { ArticleDetail } from '@upline/contract/content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichContent } from './rich-content';

interface ArticleViewProps {
  article: ArticleDetail;
  /** The list page this article belongs to, for the breadcrumb and the way back. */
  list: { label: string; to: string };
  /** After the article: related articles, the press contact. */
  children?: ReactNode;
}

/** A press release or blog post: breadcrumb, date, title, image and the sanitised content. */
export function ArticleView({ article, list, children }: ArticleViewProps) {
  const { t } = useTranslation('content');
  return (
    <>
      <article className="container-page max-w-3xl py-8 sm:py-12">
        <nav aria-label={t('breadcrumb')} className="text-sm">
          <ol className="flex flex-wrap items-center gap-1.5 text-ink-muted">
            <li>
              <Link to={list.to} className="font-medium text-brand underline-offset-2 hover:underline">
                {list.label}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="line-clamp-1">
              {article.title}
            </li>
          </ol>
        </nav>
        <header className="mt-6">
          <p className="text-sm text-ink-muted">
            <time>{article.formatted_date}</time>
          </p>
          <h1 className="mt-2 text-3xl leading-tight sm:text-5xl">{article.title}</h1>
          {article.content_preview && <p className="mt-4 text-lg text-ink-muted">{article.content_preview}</p>}
        </header>
        {article.image_url && (
          <img
            src={article.image_url}
            alt=""
            width={1200}
            height={675}
            decoding="async"
            className="mt-8 aspect-video w-full rounded-2xl object-cover"
          />
        )}
        <RichContent html={article.content} className="prose-content mt-8" />
        <p className="mt-12 border-t border-cream-dark pt-6">
          <Link to={list.to} className="btn-outline">
            ← {t('articles.backTo', { list: list.label })}
          </Link>
        </p>
      </article>
      {children}
    </>
  );
}
