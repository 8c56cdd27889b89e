import { useTranslation } from 'react-i18next';
import { fallbackPage } from '../../lib/fallback-page';
import { CmsPageView } from '../cms-page-view';
import { HelpBox } from '../help-box';
import type { ContentScreenProps } from './content-screen-props';

/** FAQ: shipping, returns, subscriptions, the guarantee and medical advice, from the CMS page 'faq'. */
export function FaqScreen({ page }: ContentScreenProps) {
  const { t } = useTranslation('content');
  return <CmsPageView page={page ?? fallbackPage('faq', t('screens.faq'))} footer={<HelpBox />} />;
}
