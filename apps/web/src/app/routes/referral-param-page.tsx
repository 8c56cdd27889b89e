import { useParams } from 'react-router';
import { CmsPageContent } from './cms-page';
import { ProductDetails } from './lazy-pages';
import { resolveReferralParam } from './referral-param';

/** `/{sluguser}/{param}`: a numeric param is a product's detail page, anything else a CMS page. */
export function ReferralParamPage() {
  const { param = '' } = useParams();
  const resolved = resolveReferralParam(param);
  if (resolved.kind === 'product') return <ProductDetails key={param} productRef={param} />;
  return <CmsPageContent slug={resolved.slug} />;
}
