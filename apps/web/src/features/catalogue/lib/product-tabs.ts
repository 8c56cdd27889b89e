import type { Product } from '@upline/contract/catalogue';

/** The detail tabs in display order, named as the `tab` query parameter names them (storefront §2). */
export const productTabIds = ['overview', 'direction', 'faq', 'doc', 'ecommerce'] as const;
export type ProductTabId = (typeof productTabIds)[number];

const fieldOf = {
  overview: 'overview',
  direction: 'instructions',
  faq: 'faq',
  doc: 'documentation',
  ecommerce: 'ecommerce',
} as const satisfies Record<ProductTabId, keyof Product>;

export type ProductTabFields = Pick<Product, (typeof fieldOf)[ProductTabId]>;

export interface ProductTab {
  id: ProductTabId;
  html: string;
}

/** The tabs a product has content for; an empty or blank text counts as none. */
export function availableTabs(product: ProductTabFields): ProductTab[] {
  return productTabIds.flatMap((id) => {
    const html = product[fieldOf[id]];
    return html && html.trim() !== '' ? [{ id, html }] : [];
  });
}

/** The tab named by `?tab=` when the product has it, else null. */
export function requestedTab(value: string | null, tabs: readonly ProductTab[]): ProductTabId | null {
  const wanted = value?.trim().toLowerCase();
  return tabs.find((tab) => tab.id === wanted)?.id ?? null;
}
