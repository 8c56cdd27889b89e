import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { useReferralSlug } from '../../../../shared/session/session-store';
import { fallbackPage } from '../../lib/fallback-page';
import { CmsPageView } from '../cms-page-view';
import type { ContentScreenProps } from './content-screen-props';

/** Thank You: what happens next (CMS page 'thank-you') and the ways back into the shop. */
export function ThankYouScreen({ page }: ContentScreenProps) {
  const { t } = useTranslation('content');
  const sluguser = useReferralSlug();
  return (
    <CmsPageView
      page={page ?? fallbackPage('thank-you', t('screens.thankYou'))}
      footer={
        <div className="flex flex-wrap gap-3">
          <Link to={paths.product(sluguser)} className="btn-primary">
            {t('thankYou.continue')}
          </Link>
          <Link to={paths.home(sluguser)} className="btn-outline">
            {t('thankYou.home')}
          </Link>
        </div>
      }
    />
  );
}
