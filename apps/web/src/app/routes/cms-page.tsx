import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { pageQueryOptions } from '../../features/content/api/get-page';
import { CmsPageView } from '../../features/content/components/cms-page-view';
import { isApiError } from '../../shared/api/api-error';
import { useDocumentMeta } from '../../shared/document-meta';
import { scrollToHash } from '../../shared/scroll-to-hash';
import { useSessionStore } from '../../shared/session/session-store';
import { Spinner } from '../../shared/ui/spinner';
import { NotFoundContent } from './not-found-content';

/** A CMS page by slug in the visitor's language, scrolled to the URL's #anchor when there is one. */
export function CmsPageContent({ slug }: { slug: string }) {
  const language = useSessionStore((state) => state.language);
  const { hash } = useLocation();
  const { data: page, error, isPending } = useQuery(pageQueryOptions(slug, language));

  useDocumentMeta(page ? page.meta_title || page.name : undefined, page?.meta_description);
  useEffect(() => {
    if (!page || !hash) return;
    return scrollToHash(hash, { find: (id) => document.getElementById(id) });
  }, [page, hash]);

  if (isPending) return <Spinner />;
  if (error) {
    if (isApiError(error) && error.isNotFound) return <NotFoundContent />;
    throw error; // the route's error boundary shows the friendly error
  }
  if (!page) return <NotFoundContent />;
  return <CmsPageView page={page} />;
}

/** /pages/{slug} and /page/{slug}. */
export function CmsPageRoute() {
  const { slug = '' } = useParams();
  return <CmsPageContent key={slug} slug={slug} />;
}
