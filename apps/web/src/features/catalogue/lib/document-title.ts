import type { Product } from '@upline/contract/catalogue';
import { formatDocumentTitle } from '../../../shared/document-meta';

// The site name that the document title appends: the server's SEO titles already carry it.
const siteSuffix = ` | ${formatDocumentTitle(null)}`;

/** The product's page title without the site name (added back by the document title), or its name. */
export function productPageTitle(product: Pick<Product, 'seo_title' | 'name'>): string {
  const title = product.seo_title.trim();
  const bare = title.endsWith(siteSuffix) ? title.slice(0, -siteSuffix.length).trim() : title;
  return bare || product.name;
}

/** The product's meta description, or its short description. */
export function productPageDescription(product: Pick<Product, 'seo_description' | 'short_description'>): string {
  return product.seo_description.trim() || product.short_description;
}
