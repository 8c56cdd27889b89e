import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pressReleaseQueryOptions } from '../api/get-press-releases';
import { ArticleView } from './article-view';
import { PressRoomCard } from './press-room-card';
import { useReloadOnLanguageChange } from '../lib/use-reload-on-language-change';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentMeta } from '../../../shared/document-meta';
import { paths } from '../../../shared/paths';
import { useReferralSlug, useSessionStore } from '../../../shared/session/session-store';
import { Spinner } from '../../../shared/ui/spinner';
import { NotFoundContent } from '../../../shared/ui/not-found-content';

/** /press-release-details/{prslug} (also /page/press-release-details/{prslug}): one press release. */
export function PressReleasePage() {
  const { t } = useTranslation('content');
  // The spec names the parameter prslug, and slug on the /page/ variant.
  const { prslug, slug } = useParams();
  const ref = prslug ?? slug ?? '';
  const language = useSessionStore((state) => state.language);
  const sluguser = useReferralSlug();
  const { data: release, error, isPending } = useQuery(pressReleaseQueryOptions(ref, language));
  useReloadOnLanguageChange();
  useDocumentMeta(release?.title, release?.content_preview);

  if (isPending) return <Spinner />;
  if (error && !(isApiError(error) && (error.isNotFound || error.status === 400))) throw error;
  if (!release) return <NotFoundContent />;
  return (
    <ArticleView article={release} list={{ label: t('press.title'), to: paths.pressReleases(sluguser) }}>
      <PressRoomCard />
    </ArticleView>
  );
}
