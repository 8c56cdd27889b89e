import { useTranslation } from 'react-i18next';
import { fallbackPage } from '../../lib/fallback-page';
import { useReloadOnLanguageChange } from '../../lib/use-reload-on-language-change';
import { CmsPageView } from '../cms-page-view';
import { LatestPressReleases } from '../latest-press-releases';
import type { ContentScreenProps } from './content-screen-props';

/** The press room (CMS page 'press-releases'): news, the media kit, the press contact, and the latest releases. */
export function PressRoomScreen({ page }: ContentScreenProps) {
  const { t } = useTranslation('content');
  useReloadOnLanguageChange();
  return (
    <CmsPageView page={page ?? fallbackPage('press-releases', t('press.room'))}>
      <LatestPressReleases />
    </CmsPageView>
  );
}
