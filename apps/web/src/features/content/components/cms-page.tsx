import { Suspense, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { pageQueryOptions } from '../api/get-page';
import { CmsPageView } from './cms-page-view';
import { pageTitle } from '../lib/page-title';
import { HydrationMark } from '../../../shared/hydration-mark';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentMeta } from '../../../shared/document-meta';
import { scrollToHash } from '../../../shared/scroll-to-hash';
import { useSessionStore } from '../../../shared/session/session-store';
import { Spinner } from '../../../shared/ui/spinner';
import { contentScreens } from './screens/content-screens';
import { NotFoundContent } from '../../../shared/ui/not-found-content';

/**
 * A CMS page by slug in the visitor's language (CmsPage, CmsPageUser), scrolled to the URL's
 * #anchor when there is one (up to 10 tries, 200 ms apart, while the content renders). Slugs
 * with a screen of their own (FAQ, testimonials, press room...) show that screen around it.
 */
export function CmsPageContent({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const { hash } = useLocation();
  const { data: page, error, isPending } = useQuery(pageQueryOptions(slug, language));
  const Screen = contentScreens[slug];

  useDocumentMeta(page ? pageTitle(page, t('common.appName')) : undefined, page?.meta_description);
  useEffect(() => {
    if (isPending || !hash) return;
    return scrollToHash(hash, { find: (id) => document.getElementById(id) });
  }, [isPending, page, hash]);

  if (isPending) return <Spinner />;
  const isMissing = error ? isApiError(error) && error.isNotFound : !page;
  // Anything but "no such page" goes to the route's error boundary (the friendly error).
  if (error && !isMissing) throw error;
  if (Screen) {
    return (
      <Suspense fallback={<Spinner />}>
        <Screen page={page ?? null} />
        <HydrationMark />
      </Suspense>
    );
  }
  if (!page) return <NotFoundContent />;
  return <CmsPageView page={page} />;
}

/** /pages/{slug} and /page/{slug}. */
export function CmsPageRoute() {
  const { slug = '' } = useParams();
  return <CmsPageContent key={slug} slug={slug} />;
}
