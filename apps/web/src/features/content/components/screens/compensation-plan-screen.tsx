import { useTranslation } from 'react-i18next';
import { fallbackPage } from '../../lib/fallback-page';
import { CmsPageView } from '../cms-page-view';
import { JoinCallout } from '../join-callout';
import type { ContentScreenProps } from './content-screen-props';

/** The compensation plan explained to members (CMS page 'compensation-plan'), then the invitation to join. */
export function CompensationPlanScreen({ page }: ContentScreenProps) {
  const { t } = useTranslation('content');
  return (
    <CmsPageView page={page ?? fallbackPage('compensation-plan', t('screens.compensationPlan'))}>
      <JoinCallout />
    </CmsPageView>
  );
}
