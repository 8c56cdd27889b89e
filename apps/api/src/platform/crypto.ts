import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Secrets at rest (tax ids): AES-256-GCM with a fresh 12-byte IV per value. The stored text is
// 'v1:' + base64(iv | tag | ciphertext), so the key can be rotated later by adding 'v2'.
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function assertKey(key: Buffer) {
  if (key.length !== 32) throw new Error('The encryption key must be 32 bytes (AES-256)');
}

/** Encrypts a secret for storage; the same plain text gives a different result every time. */
export function encryptSecret(plain: string, key: Buffer): string {
  assertKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/** Decrypts a value from encryptSecret; throws when the key is wrong or the value was altered. */
export function decryptSecret(stored: string, key: Buffer): string {
  assertKey(key);
  const [version, payload] = stored.split(':', 2);
  if (version !== VERSION || !payload) throw new Error('Unknown secret format');
  const raw = Buffer.from(payload, 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('Secret is too short');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** A short, stable fingerprint of some values, for deterministic idempotency keys (not a secret). */
export function fingerprint(...parts: (string | number)[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32);
}
