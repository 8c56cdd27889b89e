import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useReferralSlug, useSessionStore } from '../../../shared/session/session-store';
import { pressReleasesQueryOptions } from '../api/get-press-releases';
import { ArticleGrid } from './article-grid';

/** The press room's latest releases (three) and the way to all of them. */
export function LatestPressReleases() {
  const { t } = useTranslation('content');
  const language = useSessionStore((state) => state.language);
  const sluguser = useReferralSlug();
  const { data: releases } = useQuery(pressReleasesQueryOptions(language));
  if (!releases?.length) return null;
  return (
    <section aria-labelledby="latest-title" className="bg-cream pb-12 sm:pb-16">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="latest-title" className="text-2xl sm:text-3xl">
            {t('press.latest')}
          </h2>
          <Link to={paths.pressReleases(sluguser)} className="btn-outline">
            {t('press.all')}
          </Link>
        </div>
        <div className="mt-6">
          <ArticleGrid
            articles={releases.slice(0, 3)}
            hrefOf={(article) => paths.pressReleaseDetails(article.slug, sluguser)}
            headingLevel={3}
          />
        </div>
      </div>
    </section>
  );
}
