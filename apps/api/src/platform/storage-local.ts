import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, isValidStorageKey, mediaPathPrefix, type Storage, type StoredObject } from './storage.js';

/**
 * Content types by file extension. A folder keeps no metadata, so the key's extension decides
 * the type it is served with; put() refuses a type that disagrees with the extension.
 */
const typesByExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

function typeOf(key: string): string | undefined {
  return typesByExtension[key.slice(key.lastIndexOf('.') + 1)];
}

/** Files in a local folder (the default), served by the API at /media/{key}. */
export class LocalStorage implements Storage {
  private readonly root: string;
  private readonly publicBase: string;

  constructor(opts: { root: string; publicBase?: string }) {
    this.root = path.resolve(opts.root);
    this.publicBase = (opts.publicBase ?? mediaPathPrefix).replace(/\/$/, '');
  }

  private fileOf(key: string): string {
    const file = path.resolve(this.root, key);
    // The key pattern already excludes '..'; this is the second lock on the same door.
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Storage key escapes the folder: '${key}'`);
    return file;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertStorageKey(key);
    if (typeOf(key) !== contentType) throw new Error(`Key '${key}' does not match content type '${contentType}'`);
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    try {
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, file);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const contentType = isValidStorageKey(key) ? typeOf(key) : undefined;
    if (!contentType) return null;
    try {
      return { bytes: await readFile(this.fileOf(key)), contentType };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  url(key: string): string {
    return `${this.publicBase}/${key}`;
  }
}
