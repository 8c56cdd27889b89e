import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCategoryListSchema,
  adminCategoryResponseSchema,
  adminIdParamsSchema,
  adminProductListSchema,
  adminProductResponseSchema,
  catalogueAdminMessages as m,
  categoryBodySchema,
  categorySavedSchema,
  isStorableId,
  productAddBodySchema,
  productSavedSchema,
  productUpdateBodySchema,
} from '@upline/contract/catalogue-admin';
import { errorBodySchema, errorCodes } from '@upline/contract/errors';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../http/errors.js';
import { requireAdmin } from '../../http/session.js';
import { listAdminProducts, loadAdminProduct } from './admin-product-read.js';
import { listAdminCategories, saveCategory, type SaveCategoryResult } from './save-category.js';
import { saveProduct, type SaveProductResult } from './save-product.js';

const staff = { config: { audience: 'admin' as const } };
const security = [{ bearer: [] as string[] }, { cookie: [] as string[] }] as Record<string, string[]>[];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

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
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/admin/products', {
      ...staff,
      schema: { security, tags: ['admin'], summary: 'Every product (AdminProduct table), latest change first', response: { 200: adminProductListSchema, ...errors } },
    }, async (request) => {
      requireAdmin(request);
      return { products: await listAdminProducts(deps.db) };
    });

    r.get('/admin/products/:id', {
      ...staff,
      schema: { security, tags: ['admin'], summary: 'A product as the editor reads it: every price list, tier slot and language', params: adminIdParamsSchema, response: { 200: adminProductResponseSchema, ...errors } },
    }, async (request) => {
      requireAdmin(request);
      const product = await loadAdminProduct(deps.db, storedId(request.params.id, m.productNotFound));
      if (!product) throw notFound(m.productNotFound);
      return { product };
    });

    r.post('/product/add', {
      ...staff,
      schema: { security, tags: ['admin'], summary: "Add a product: the spec's five fields or the whole product; answers 'Product Added Successfully!'", body: productAddBodySchema, response: { 200: productSavedSchema, ...errors } },
    }, async (request) => {
      const admin = requireAdmin(request);
      const result = await saveProduct(deps, { staffId: admin.id, body: request.body });
      if (!result.ok) throw saveError(result);
      return { message: m.productAdded, product: result.product };
    });

    r.post('/product/update/:id', {
      ...staff,
      schema: { security, tags: ['admin'], summary: "Change a product: fields left out keep their value; answers 'Product Updated Successfully!'", params: adminIdParamsSchema, body: productUpdateBodySchema, response: { 200: productSavedSchema, ...errors } },
    }, async (request) => {
      const admin = requireAdmin(request);
      const result = await saveProduct(deps, { staffId: admin.id, id: storedId(request.params.id, m.productNotFound), body: request.body });
      if (!result.ok) throw saveError(result);
      return { message: m.productUpdated, product: result.product };
    });

    r.get('/admin/categories', {
      ...staff,
      schema: { security, tags: ['admin'], summary: 'Every category with its texts per language and product count', response: { 200: adminCategoryListSchema, ...errors } },
    }, async (request) => {
      requireAdmin(request);
      return { categories: await listAdminCategories(deps.db) };
    });

    r.get('/admin/categories/:id', {
      ...staff,
      schema: { security, tags: ['admin'], summary: 'One category for EditCategory', params: adminIdParamsSchema, response: { 200: adminCategoryResponseSchema, ...errors } },
    }, async (request) => {
      requireAdmin(request);
      const [category] = await listAdminCategories(deps.db, storedId(request.params.id, m.categoryNotFound));
      if (!category) throw notFound(m.categoryNotFound);
      return { category };
    });

    r.post('/category/create', {
      ...staff,
      schema: { security, tags: ['admin'], summary: "Add a category (name, description, image URL); answers 'Category Added Successfully!'", body: categoryBodySchema, response: { 200: categorySavedSchema, ...errors } },
    }, async (request) => {
      const admin = requireAdmin(request);
      const result = await saveCategory(deps, { staffId: admin.id, body: request.body });
      if (!result.ok) throw saveError(result);
      return { message: m.categoryAdded, category: result.category };
    });

    r.post('/category/update/:id', {
      ...staff,
      schema: { security, tags: ['admin'], summary: "Change a category (the category object without products); answers 'Category Updated Successfully!'", params: adminIdParamsSchema, body: categoryBodySchema, response: { 200: categorySavedSchema, ...errors } },
    }, async (request) => {
      const admin = requireAdmin(request);
      const result = await saveCategory(deps, { staffId: admin.id, id: storedId(request.params.id, m.categoryNotFound), body: request.body });
      if (!result.ok) throw saveError(result);
      return { message: m.categoryUpdated, category: result.category };
    });
  };
}
