// Media: images uploaded by staff to the gallery (files live in the storage backend).
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.js';
import { users } from './accounts.js';

export const galleryImages = pgTable(
  'gallery_images',
  {
    id: idColumn(),
    storageKey: text('storage_key').notNull().unique(),
    url: text('url').notNull(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('gallery_images_created_idx').on(t.createdAt)],
);
