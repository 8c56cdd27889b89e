import { z } from 'zod';
import { adminText as text, catalogueAdminMessages as m, imageUrlInput, requiredAdminText as required, slugInput } from './catalogue-admin.js';

// A category as staff write and read it (accounts §5, §7 category/create, category/update/{id}).

const categoryTexts = z.object({ categoryName: text(200), description: text(2000) });
const categoryFields = {
  id: z.unknown().optional(),
  /** The spec's update sends the category object; its products are not written through it. */
  products: z.unknown().optional(),
  slug: slugInput.optional(),
  categoryName: required(200, m.categoryNameRequired),
  description: required(2000, m.descriptionRequired),
  imageUrl: z.string({ error: m.imageRequired }).trim().min(1, m.imageRequired).pipe(imageUrlInput),
  translations: z.record(z.string().regex(/^[a-z]{2}$/, m.unknownLanguage), categoryTexts.partial()).optional(),
};
/** POST category/create and category/update/{id}: name, description and image URL, all required (accounts §5). */
export const categoryBodySchema = z.object(categoryFields);
export type CategoryBody = z.infer<typeof categoryBodySchema>;

export const adminCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  categoryName: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  product_count: z.number().int(),
  translations: z.record(z.string(), categoryTexts),
  updated_at: z.string(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
/** GET admin/categories. */
export const adminCategoryListSchema = z.object({ categories: z.array(adminCategorySchema) });
export const adminCategoryResponseSchema = z.object({ category: adminCategorySchema });
export const categorySavedSchema = z.object({ message: z.string(), category: adminCategorySchema });
export type CategorySaved = z.infer<typeof categorySavedSchema>;
