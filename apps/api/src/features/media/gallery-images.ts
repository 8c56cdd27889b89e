import { randomBytes } from 'node:crypto';
import { desc } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { GalleryImage } from '@upline/contract/media';
import type { Storage } from '../../platform/storage.js';
import { reencodeImage } from './reencode-image.js';
import { contentTypeOf, extensionOf, sniffImageType } from './sniff-image-type.js';

/** The gallery is a staff tool; a bound keeps one answer reasonable if it ever grows very large. */
const maxListed = 1000;

export type UploadResult =
  | { ok: true; image: GalleryImage }
  | { ok: false; reason: 'not-an-image' | 'too-many-pixels' };

/** A display name from the uploaded file name: no folders, no control characters, bounded. */
export function displayName(filename: string | undefined, fallback: string): string {
  const base = (filename ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean || fallback;
}

/**
 * Stores a staff upload in the gallery: the bytes must really be a JPEG or PNG, are re-encoded
 * (metadata and hidden payloads stripped), stored under a random name, and recorded with who
 * uploaded them.
 */
export async function uploadGalleryImage(
  deps: { db: Database; storage: Storage },
  file: { bytes: Buffer; filename: string | undefined },
  uploadedBy: number,
  now: Date,
): Promise<UploadResult> {
  const kind = sniffImageType(file.bytes);
  if (!kind) return { ok: false, reason: 'not-an-image' };
  const image = await reencodeImage(file.bytes, kind);
  if (!image.ok) return image;

  const key = `gallery/${randomBytes(16).toString('hex')}.${extensionOf[kind]}`;
  const name = displayName(file.filename, key.slice('gallery/'.length));
  await deps.storage.put(key, image.bytes, contentTypeOf[kind]);
  const url = deps.storage.url(key);
  await deps.db.insert(schema.galleryImages).values({
    storageKey: key,
    url,
    originalName: name,
    mime: contentTypeOf[kind],
    bytes: image.bytes.length,
    width: image.width,
    height: image.height,
    uploadedBy,
    createdAt: now,
  });
  return { ok: true, image: { name, url } };
}

/** The gallery, newest first. Addresses come from the storage now, so a move to a CDN updates them. */
export async function listGalleryImages(deps: { db: Database; storage: Storage }): Promise<GalleryImage[]> {
  const g = schema.galleryImages;
  const rows = await deps.db
    .select({ name: g.originalName, key: g.storageKey })
    .from(g)
    .orderBy(desc(g.createdAt), desc(g.id))
    .limit(maxListed);
  return rows.map((r) => ({ name: r.name, url: deps.storage.url(r.key) }));
}
