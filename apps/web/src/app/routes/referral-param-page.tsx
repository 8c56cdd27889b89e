import { lazy } from 'react';
import { useParams } from 'react-router';
import { CmsPageContent } from '../../features/content/components/cms-page';
import { resolveReferralParam } from './referral-param';

// Its own lazy handle on the product page (the module is shared with lazy-pages' and loaded once),
// so that this page and the lazy page table do not import each other.
const ProductDetails = lazy(() => import('./catalogue/show-details-route').then((module) => ({ default: module.ProductDetailsRoute })));

/** `/{sluguser}/{param}`: a numeric param is a product's detail page, anything else a CMS page. */
export function ReferralParamPage() {
  const { param = '' } = useParams();
  const resolved = resolveReferralParam(param);
  if (resolved.kind === 'product') return <ProductDetails key={param} productRef={param} />;
  return <CmsPageContent slug={resolved.slug} />;
}
