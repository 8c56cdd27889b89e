import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pressReleasesQueryOptions } from '../api/get-press-releases';
import { ArticleIndex } from './article-index';
import { PressRoomCard } from './press-room-card';
import { useReloadOnLanguageChange } from '../lib/use-reload-on-language-change';
import { useDocumentMeta } from '../../../shared/document-meta';
import { paths } from '../../../shared/paths';
import { useReferralSlug, useSessionStore } from '../../../shared/session/session-store';

/** /press-releases: every published press release, newest first, and the way to the press room. */
export function PressReleasesPage() {
  const { t } = useTranslation('content');
  const language = useSessionStore((state) => state.language);
  const sluguser = useReferralSlug();
  const { data, error } = useQuery(pressReleasesQueryOptions(language));
  useReloadOnLanguageChange();
  useDocumentMeta(t('press.title'), t('press.intro'));
  if (error) throw error;
  return (
    <ArticleIndex
      title={t('press.title')}
      subheading={t('press.intro')}
      articles={data}
      hrefOf={(article) => paths.pressReleaseDetails(article.slug, sluguser)}
    >
      <PressRoomCard />
    </ArticleIndex>
  );
}
