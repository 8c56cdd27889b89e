import type { Category, LegacyProduct, Product } from '@upline/contract/catalogue';
import type { CatalogueSnapshot } from './catalogue-snapshot.js';
import type { CatalogueCategory } from './load-catalogue.js';

// The admin and demo views of storefront §3 and accounts §3 (GET product/, GET category/):
// a product is { id, categoryId, name, description, imageURL, price } with the customer sale price.

/** A product in the admin product form's shape. */
export function toLegacyProduct(p: Product): LegacyProduct {
  return {
    id: p.id,
    categoryId: p.categories[0]?.id ?? null,
    name: p.name,
    description: p.description,
    imageURL: p.thumbnail_url ?? p.images_url[0] ?? '',
    price: p.sale_price,
  };
}

/** A category card with the category's shop products in the legacy shape. */
export function toLegacyCategory(c: CatalogueCategory, snapshot: CatalogueSnapshot): Category {
  return {
    id: c.id,
    slug: c.slug,
    categoryName: c.categoryName,
    description: c.description,
    imageUrl: c.imageUrl,
    products: shopProductsOf(c, snapshot).map(toLegacyProduct),
  };
}

/** The category's products that the shop lists (display_shop), in the category's order. */
export function shopProductsOf(c: CatalogueCategory, snapshot: CatalogueSnapshot): Product[] {
  return c.productIds.flatMap((id) => {
    const p = snapshot.productById(id);
    return p && p.display_shop === 'yes' ? [p] : [];
  });
}
