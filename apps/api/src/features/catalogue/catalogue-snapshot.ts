import type { z } from 'zod';
import type { Product } from '@upline/contract/catalogue';
import { encodeBody, type EncodedBody } from './encoded-body.js';
import type { CatalogueCategory, CatalogueData } from './load-catalogue.js';

/**
 * One version of the catalogue in one language and currency, with look-ups by id and slug and
 * the answers built from it, each checked against its contract schema and serialised once.
 */
export class CatalogueSnapshot {
  readonly products: readonly Product[];
  /** What the shop lists: display_shop products, in shop order. */
  readonly shopProducts: readonly Product[];
  readonly categories: readonly CatalogueCategory[];
  private readonly byId: Map<number, Product>;
  private readonly bySlug: Map<string, Product>;
  private readonly bodies = new Map<string, EncodedBody>();

  constructor(readonly data: CatalogueData) {
    this.products = data.products;
    this.shopProducts = data.products.filter((p) => p.display_shop === 'yes');
    this.categories = data.categories;
    this.byId = new Map(data.products.map((p) => [p.id, p]));
    this.bySlug = new Map(data.products.map((p) => [p.slug.toLowerCase(), p]));
  }

  /** An active product by numeric id or by slug (hidden ones too: direct links keep working). */
  findProduct(idOrSlug: string): Product | undefined {
    return /^\d{1,9}$/.test(idOrSlug) ? this.byId.get(Number(idOrSlug)) : this.bySlug.get(idOrSlug.toLowerCase());
  }

  productById(id: number): Product | undefined {
    return this.byId.get(id);
  }

  /** An active category by numeric id or by slug. */
  findCategory(idOrSlug: string): CatalogueCategory | undefined {
    const isId = /^\d{1,9}$/.test(idOrSlug);
    const wanted = idOrSlug.toLowerCase();
    return this.categories.find((c) => (isId ? c.id === Number(idOrSlug) : c.slug === wanted));
  }

  /** The answer named `key`, built, validated and serialised on first use, then reused. */
  body<S extends z.ZodType>(key: string, schema: S, build: () => z.input<S>): EncodedBody {
    let body = this.bodies.get(key);
    if (!body) {
      body = encodeBody(schema.parse(build()));
      this.bodies.set(key, body);
    }
    return body;
  }
}
