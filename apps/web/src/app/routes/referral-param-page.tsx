import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../shared/ui/coming-soon';
import { CmsPageContent } from './cms-page';
import { resolveReferralParam } from './referral-param';

/** `/{sluguser}/{param}`: a numeric param is a product's detail page, anything else a CMS page. */
export function ReferralParamPage() {
  const { t } = useTranslation();
  const { param = '' } = useParams();
  const resolved = resolveReferralParam(param);
  // The product detail page arrives with the catalogue; until then its placeholder.
  if (resolved.kind === 'product') return <ComingSoon title={t('routes.showDetails')} />;
  return <CmsPageContent slug={resolved.slug} />;
}
