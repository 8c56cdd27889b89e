import { z } from 'zod';
import { idInput, INT32_MAX, textInput } from './input.js';
import { defineRoute } from './route.js';

// The staff calls of product testimonials (issue 16 item 5): the reviews marked as testimonials
// that the shop's Testimonials page shows per member type, with their texts in English and French
// (the default language's text required; another language left empty is removed, so the shop falls
// back to the default there). Every change is audited with before and after.

export const testimonialsAdminMessages = {
  notFound: 'Testimonial not found',
  created: 'Testimonial created.',
  saved: 'Testimonial saved.',
  published: 'Testimonial published.',
  unpublished: 'Testimonial unpublished.',
  product: 'Choose a product',
  unknownProduct: 'Unknown product',
  name: 'Give the name shown with the testimonial (1 to 100 characters)',
  rating: 'Give a rating from 1 to 5 stars',
  memberType: 'Choose customer, ambassador or scholar',
  text: 'A testimonial is at most 2000 characters, without control characters',
  textRequired: 'Write the English text (the shop shows it when a language has none)',
  unknownLanguage: 'Unknown language',
} as const;
const m = testimonialsAdminMessages;

export const testimonialMemberTypes = ['customer', 'ambassador', 'scholar'] as const;
export type TestimonialMemberType = (typeof testimonialMemberTypes)[number];

export const testimonialIdParamsSchema = z.object({ id: idInput(m.notFound) });

export const adminTestimonialsQuerySchema = z.object({
  memberType: z.enum(testimonialMemberTypes, { error: m.memberType }).optional(),
  productId: z.coerce.number({ error: m.unknownProduct }).int(m.unknownProduct).positive(m.unknownProduct).max(INT32_MAX, m.unknownProduct).optional(),
});

/** A testimonial as staff write it; `texts` by language code, the default language's required. */
export const testimonialBodySchema = z.object({
  productId: z.number({ error: m.product }).int(m.product).positive(m.product).max(INT32_MAX, m.product),
  name: textInput(100, m.name).trim().min(1, m.name),
  rating: z.number({ error: m.rating }).int(m.rating).min(1, m.rating).max(5, m.rating),
  memberType: z.enum(testimonialMemberTypes, { error: m.memberType }),
  isPublished: z.boolean().default(true),
  texts: z
    .record(z.string().regex(/^[a-z]{2}$/, m.unknownLanguage), textInput(2000, m.text).trim(), { error: m.textRequired })
    .refine((texts) => Object.keys(texts).length <= 20, m.unknownLanguage),
});
export type TestimonialBody = z.input<typeof testimonialBodySchema>;
export type TestimonialBodyParsed = z.output<typeof testimonialBodySchema>;

/** A testimonial as the admin reads it: its product, who, stars, audience, state and texts by language. */
export const adminTestimonialSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  name: z.string(),
  rating: z.number().int(),
  memberType: z.enum(testimonialMemberTypes),
  isPublished: z.boolean(),
  texts: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;

export const adminTestimonialListSchema = z.object({
  testimonials: z.array(adminTestimonialSchema),
  /** The products a testimonial can be about (id and English name), for the form's choice. */
  products: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export const testimonialAnswerSchema = z.object({ testimonial: adminTestimonialSchema });
export const testimonialSavedSchema = z.object({ message: z.string(), testimonial: adminTestimonialSchema });

const staffCall = { audience: 'admin', tags: ['admin', 'catalogue'] } as const;

export const testimonialsAdminRoutes = {
  list: defineRoute({
    ...staffCall,
    method: 'GET',
    path: '/admin/testimonials',
    summary: 'Every product testimonial (published or not), newest first, by member type or product, with the products to choose from',
    query: adminTestimonialsQuerySchema,
    response: adminTestimonialListSchema,
    errors: [400, 401, 403],
  }),
  one: defineRoute({
    ...staffCall,
    method: 'GET',
    path: '/admin/testimonials/:id',
    summary: 'One product testimonial with its texts by language',
    params: testimonialIdParamsSchema,
    response: testimonialAnswerSchema,
    errors: [400, 401, 403, 404],
  }),
  create: defineRoute({
    ...staffCall,
    method: 'POST',
    path: '/admin/testimonials',
    summary: 'Add a product testimonial (product, name, stars, member type, texts by language); the shop shows it at once when published; audited',
    body: testimonialBodySchema,
    response: testimonialSavedSchema,
    status: 201,
    errors: [400, 401, 403],
  }),
  update: defineRoute({
    ...staffCall,
    method: 'PUT',
    path: '/admin/testimonials/:id',
    summary: 'Change a product testimonial (the whole testimonial); audited with before and after',
    params: testimonialIdParamsSchema,
    body: testimonialBodySchema,
    response: testimonialSavedSchema,
    errors: [400, 401, 403, 404],
  }),
  publish: defineRoute({
    ...staffCall,
    method: 'POST',
    path: '/admin/testimonials/:id/publish',
    summary: 'Show a testimonial in the shop; audited',
    params: testimonialIdParamsSchema,
    response: testimonialSavedSchema,
    errors: [400, 401, 403, 404],
  }),
  unpublish: defineRoute({
    ...staffCall,
    method: 'POST',
    path: '/admin/testimonials/:id/unpublish',
    summary: 'Take a testimonial out of the shop (kept for the admin); audited',
    params: testimonialIdParamsSchema,
    response: testimonialSavedSchema,
    errors: [400, 401, 403, 404],
  }),
} as const;
