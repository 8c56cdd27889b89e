import type { FastifyInstance } from 'fastify';
import { catalogueAdminMessages as m, isStorableId } from '@upline/contract/catalogue-admin';
import { catalogueAdminRoutes as calls } from '@upline/contract/catalogue-admin-routes';
import { errorCodes } from '@upline/contract/errors';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../http/errors.js';
import { registerRoute } from '../../http/route.js';
import { requireAdmin } from '../../http/session.js';
import { listAdminProducts, loadAdminProduct } from './admin-product-read.js';
import { listAdminCategories, saveCategory, type SaveCategoryResult } from './save-category.js';
import { saveProduct, type SaveProductResult } from './save-product.js';

/** A refused save as the error body: 404, 409 (slug) or 400 naming the field. */
function saveError(result: Extract<SaveProductResult | SaveCategoryResult, { ok: false }>): AppError {
  if (result.status === 404) return notFound(result.message);
  const fields = 'fields' in result && result.fields ? result.fields : result.field ? { [result.field]: result.message } : undefined;
  return new AppError(result.status, result.status === 409 ? errorCodes.conflict : errorCodes.validation, result.message, fields);
}

/** A path id above the integer range names no row: 404, like an id that does not exist. */
function storedId(id: number, message: string): number {
  if (!isStorableId(id)) throw notFound(message);
  return id;
}

/** Staff: products and categories (storefront §7 product/add, product/update/{id}; accounts §7 category/create, category/update/{id}). */
export function catalogueAdminRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerRoute(app, calls.products, async () => ({ products: await listAdminProducts(deps.db) }));

    registerRoute(app, calls.product, async (request) => {
      const product = await loadAdminProduct(deps.db, storedId(request.params.id, m.productNotFound));
      if (!product) throw notFound(m.productNotFound);
      return { product };
    });

    registerRoute(app, calls.addProduct, async (request) => {
      const admin = requireAdmin(request);
      const result = await saveProduct(deps, { staffId: admin.id, body: request.body });
      if (!result.ok) throw saveError(result);
      return { message: m.productAdded, product: result.product };
    });

    registerRoute(app, calls.updateProduct, async (request) => {
      const admin = requireAdmin(request);
      const result = await saveProduct(deps, { staffId: admin.id, id: storedId(request.params.id, m.productNotFound), body: request.body });
      if (!result.ok) throw saveError(result);
      return { message: m.productUpdated, product: result.product };
    });

    registerRoute(app, calls.categories, async () => ({ categories: await listAdminCategories(deps.db) }));

    registerRoute(app, calls.category, async (request) => {
      const [category] = await listAdminCategories(deps.db, storedId(request.params.id, m.categoryNotFound));
      if (!category) throw notFound(m.categoryNotFound);
      return { category };
    });

    registerRoute(app, calls.createCategory, async (request) => {
      const admin = requireAdmin(request);
      const result = await saveCategory(deps, { staffId: admin.id, body: request.body });
      if (!result.ok) throw saveError(result);
      return { message: m.categoryAdded, category: result.category };
    });

    registerRoute(app, calls.updateCategory, async (request) => {
      const admin = requireAdmin(request);
      const result = await saveCategory(deps, { staffId: admin.id, id: storedId(request.params.id, m.categoryNotFound), body: request.body });
      if (!result.ok) throw saveError(result);
      return { message: m.categoryUpdated, category: result.category };
    });
  };
}
