/** A stored file: its bytes and the content type it was stored with. */
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded files live (ARCHITECTURE §3): a local folder by default, S3-compatible object
 * storage for scale. Keys are relative paths such as 'gallery/3f9c….jpg'.
 */
export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when no object has this key. */
  get(key: string): Promise<StoredObject | null>;
  /** The address browsers load the object from. */
  url(key: string): string;
}

/** The path under which the API serves stored files itself (GET /media/{key}). */
export const mediaPathPrefix = '/media';

/**
 * A storage key is one or more lower-case path segments ending in a file name with an extension;
 * no '..', no leading '/', nothing a file system or an object store would read differently.
 */
export const storageKeyPattern = /^(?:[a-z0-9][a-z0-9_-]*\/){0,4}[a-z0-9][a-z0-9_-]*\.[a-z0-9]{1,5}$/;

export function isValidStorageKey(key: string): boolean {
  return key.length <= 200 && storageKeyPattern.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key '${key}'`);
}
