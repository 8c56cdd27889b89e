import type { HeadResolver } from '../../http/web-app.js';
import type { CatalogueCache } from './catalogue-cache.js';

// Product pages of the web app: /product/show/{id or slug}, and under a referral prefix
// /{sluguser}/product/show/{id} and /{sluguser}/{id}. Top-level paths of the route table that
// take a numeric second segment are not referral prefixes.
const notReferralPrefixes = new Set(['order', 'user', 'category', 'product', 'page', 'pages', 'payment', 'ambassador', 'api']);

/** The product id or slug a web path shows, or null when the path is not a product page. */
export function productRefOfPath(pathname: string): string | null {
  const direct = /^\/product\/show\/([A-Za-z0-9-]{1,200})\/?$/.exec(pathname);
  if (direct?.[1]) return direct[1];
  const prefixed = /^\/([A-Za-z0-9-]{1,60})\/product\/show\/([A-Za-z0-9-]{1,200})\/?$/.exec(pathname);
  if (prefixed?.[2]) return prefixed[2];
  const short = /^\/([A-Za-z0-9-]{1,60})\/(\d{1,9})\/?$/.exec(pathname);
  if (short?.[1] && short[2] && !notReferralPrefixes.has(short[1].toLowerCase())) return short[2];
  return null;
}

/** Title, description and image of a product page, in the shop's default language. */
export function catalogueHeadResolverFor(cache: CatalogueCache): HeadResolver {
  return async (pathname) => {
    const ref = productRefOfPath(pathname);
    if (!ref) return null;
    const snapshot = await cache.snapshot(undefined, 'USD');
    const product = snapshot.findProduct(ref);
    if (!product) return null;
    return { title: product.seo_title, description: product.seo_description, imageUrl: product.thumbnail_url };
  };
}
