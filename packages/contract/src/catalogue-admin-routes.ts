import { adminIdParamsSchema } from './catalogue-admin.js';
import { adminCategoryListSchema, adminCategoryResponseSchema, categoryBodySchema, categorySavedSchema } from './catalogue-admin-categories.js';
import { adminProductListSchema, adminProductResponseSchema, productAddBodySchema, productSavedSchema, productUpdateBodySchema } from './catalogue-admin-products.js';
import { defineRoute } from './route.js';

// The staff calls of the catalogue (decision 0020): products and categories, the lists and
// details the editors read and the spec's saves (storefront §7, accounts §7).

const staff = { audience: 'admin', tags: ['admin'], errors: [400, 401, 403, 404, 409] } as const;

export const catalogueAdminRoutes = {
  products: defineRoute({ ...staff, method: 'GET', path: '/admin/products', summary: 'Every product (AdminProduct table), latest change first', response: adminProductListSchema }),
  product: defineRoute({
    ...staff,
    method: 'GET',
    path: '/admin/products/:id',
    summary: 'A product as the editor reads it: every price list, tier slot and language',
    params: adminIdParamsSchema,
    response: adminProductResponseSchema,
  }),
  addProduct: defineRoute({
    ...staff,
    method: 'POST',
    path: '/product/add',
    summary: "Add a product: the spec's five fields or the whole product; answers 'Product Added Successfully!'",
    body: productAddBodySchema,
    response: productSavedSchema,
  }),
  updateProduct: defineRoute({
    ...staff,
    method: 'POST',
    path: '/product/update/:id',
    summary: "Change a product: fields left out keep their value; answers 'Product Updated Successfully!'",
    params: adminIdParamsSchema,
    body: productUpdateBodySchema,
    response: productSavedSchema,
  }),
  categories: defineRoute({ ...staff, method: 'GET', path: '/admin/categories', summary: 'Every category with its texts per language and product count', response: adminCategoryListSchema }),
  category: defineRoute({ ...staff, method: 'GET', path: '/admin/categories/:id', summary: 'One category for EditCategory', params: adminIdParamsSchema, response: adminCategoryResponseSchema }),
  createCategory: defineRoute({
    ...staff,
    method: 'POST',
    path: '/category/create',
    summary: "Add a category (name, description, image URL); answers 'Category Added Successfully!'",
    body: categoryBodySchema,
    response: categorySavedSchema,
  }),
  updateCategory: defineRoute({
    ...staff,
    method: 'POST',
    path: '/category/update/:id',
    summary: "Change a category (the category object without products); answers 'Category Updated Successfully!'",
    params: adminIdParamsSchema,
    body: categoryBodySchema,
    response: categorySavedSchema,
  }),
};
