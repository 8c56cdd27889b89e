import { z } from 'zod';
import { languageCodeSchema } from './content.js';
import { contentAdminMessages as m, contentPlainText as plain } from './content-admin.js';
import { idInput, safeText } from './input.js';

// The header and footer navigation menus.

/** A menu target: a CMS page slug ('faq') or a path of the shop ('/blogs'); never another site. */
const menuTarget = safeText(
  z
    .string({ error: m.target })
    .trim()
    .min(1, m.target)
    .max(200, m.target)
    .refine((v) => /^[a-z0-9-]+$/.test(v) || /^\/(?!\/)[A-Za-z0-9\-._~/]*$/.test(v), m.target),
);

export const menuItemBodySchema = z.object({
  /** A kept item's id; none for a new item. */
  id: idInput(m.unknownMenuItem).optional(),
  slug: menuTarget,
  is_active: z.boolean().default(true),
  /** The label per language; the default language's is required. */
  names: z.record(languageCodeSchema, plain(100)).refine((v) => Object.keys(v).length <= 20, m.unknownLanguage),
});
/** PUT admin/content/menus/{menu}: the whole menu in its new order; items left out are removed. */
export const menuBodySchema = z.object({ items: z.array(menuItemBodySchema).max(30, 'A menu holds at most 30 items') });
export type MenuBody = z.input<typeof menuBodySchema>;

export const adminMenuItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  position: z.number().int(),
  is_active: z.boolean(),
  names: z.record(z.string(), z.string()),
});
export type AdminMenuItem = z.infer<typeof adminMenuItemSchema>;
export const menuParamsSchema = z.object({ menu: z.enum(['header', 'footer']) });
export const adminMenusSchema = z.object({ header: z.array(adminMenuItemSchema), footer: z.array(adminMenuItemSchema) });
export const menuSavedSchema = z.object({ message: z.string(), items: z.array(adminMenuItemSchema) });
