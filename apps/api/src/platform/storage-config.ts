import path from 'node:path';
import type { Config } from '../config.js';
import type { Storage } from './storage.js';
import { LocalStorage } from './storage-local.js';
import { S3Storage } from './storage-s3.js';

/** The storage the configuration asks for: S3-compatible when S3_BUCKET is set, else the folder {DATA_DIR}/uploads. */
export function createStorage(config: Config): Storage {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalStorage({ root: path.join(config.dataDir, 'uploads') });
}
