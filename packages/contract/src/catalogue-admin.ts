import { z } from 'zod';
import { INT32_MAX, safeText } from './input.js';

// What the staff calls of the catalogue share (storefront §7 product/add, product/update/{id};
// accounts §7 category/create, category/update/{id}): the spec's messages, the path id, and the
// image, slug and text inputs. A product's schemas are in catalogue-admin-products.ts, a
// category's in catalogue-admin-categories.ts, the calls in catalogue-admin-routes.ts. The spec's
// five-field form (categoryId, name, description, imageURL, price) is a valid body of both product calls.

/** The spec's toasts (storefront §8, accounts §8) and the form rules' messages (storefront §5, accounts §5). */
export const catalogueAdminMessages = {
  productAdded: 'Product Added Successfully!',
  productUpdated: 'Product Updated Successfully!',
  categoryAdded: 'Category Added Successfully!',
  categoryUpdated: 'Category Updated Successfully!',
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  categoryRequired: 'Category is required',
  imageRequired: 'Image URL is required',
  imageUrl: 'Image URL must be a valid URL (https:// or an image of the gallery)',
  priceRequired: 'Price is required',
  priceNumber: 'Price must be a number',
  priceNegative: 'Price can not be negative',
  priceCents: 'Price can have at most 2 decimals',
  priceTooLarge: 'Price can not be more than 100000',
  slug: 'A slug is lower-case letters, digits and single dashes, with at least one letter',
  slugTaken: 'This slug is already used',
  tierRange: "Write a range as '2-5' or '6+'",
  tierPercent: 'The discount must be a percent from 0 to 100 with at most 2 decimals',
  tierPercentMissing: 'Give the discount of this range',
  tierRangeMissing: 'Give the range of this discount',
  tierOverlap: 'This range overlaps another one',
  tierShrinks: 'A larger quantity can not get a smaller discount',
  tierGap: 'The discount stops after this range: add a range that follows it',
  categoryNameRequired: 'Category name is required',
  unknownCategory: 'Unknown category',
  unknownLanguage: 'Unknown language',
  productNotFound: 'Product not found',
  categoryNotFound: 'Category not found',
} as const;

const m = catalogueAdminMessages;

/** The largest price the admin takes, in major units. */
export const MAX_PRICE = 100_000;

/** A path id: digits only (400 otherwise); one above 2147483647 names nothing (the handler's 404). */
export const adminIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,20}$/, 'Unknown id')
    .transform((v) => Number(v))
    .refine((v) => v >= 1, 'Unknown id'),
});
/** True when a path id can name a row (PostgreSQL integer). */
export const isStorableId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= INT32_MAX;


/** A text field of the admin: at most `max` characters, no control or direction characters. */
export const adminText = (max: number) => safeText(z.string().max(max, `At most ${max} characters`));
/** A required text field of the admin: trimmed, not empty (`message`), at most `max` characters. */
export const requiredAdminText = (max: number, message: string) => safeText(z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`));

/** An image address: https://... or one of the shop's own paths (/media/..., the gallery's). */
export const imageUrlInput = safeText(
  z
    .string({ error: m.imageUrl })
    .trim()
    .max(2000, m.imageUrl)
    .refine((v) => {
      if (v.startsWith('/') && !v.startsWith('//') && !v.includes('\\')) return /^\/[\w\-./%]+$/.test(v);
      return /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*(?::\d{1,5})?(?:[/?#][^\s"'<>\\`]*)?$/.test(v);
    }, m.imageUrl),
);

export const slugInput = z
  .string()
  .trim()
  .max(120, m.slug)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, m.slug)
  .refine((v) => /[a-z]/.test(v), m.slug);
