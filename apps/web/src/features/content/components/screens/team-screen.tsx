import { useTranslation } from 'react-i18next';
import { fallbackPage } from '../../lib/fallback-page';
import { CmsPageView } from '../cms-page-view';
import { TeamGrid } from '../team-grid';
import type { ContentScreenProps } from './content-screen-props';

/** Team: the CMS page 'team' introduces the company's staff (GET team-members). */
export function TeamScreen({ page }: ContentScreenProps) {
  const { t } = useTranslation('content');
  return (
    <CmsPageView page={page ?? fallbackPage('team', t('team.title'))}>
      <TeamGrid />
    </CmsPageView>
  );
}
