import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, fingerprint } from './crypto.js';
import { hashPassword, verifyPassword } from '../features/accounts/passwords.js';

const key = randomBytes(32);

describe('encryptSecret / decryptSecret (AES-256-GCM)', () => {
  it('round-trips, and never shows the plain text', () => {
    const stored = encryptSecret('123456789', key);
    expect(stored).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
    expect(stored).not.toContain('123456789');
    expect(decryptSecret(stored, key)).toBe('123456789');
  });

  it('uses a fresh IV every time', () => {
    expect(encryptSecret('123456789', key)).not.toBe(encryptSecret('123456789', key));
  });

  it('refuses a wrong key and an altered value', () => {
    const stored = encryptSecret('123456789', key);
    expect(() => decryptSecret(stored, randomBytes(32))).toThrow();
    const raw = Buffer.from(stored.slice(3), 'base64');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => decryptSecret(`v1:${raw.toString('base64')}`, key)).toThrow();
    expect(() => decryptSecret('v2:abc', key)).toThrow();
  });

  it('wants a 32-byte key', () => {
    expect(() => encryptSecret('x', randomBytes(16))).toThrow(/32 bytes/);
  });

  it('fingerprints deterministically and tells parts apart', () => {
    expect(fingerprint('a', 1)).toBe(fingerprint('a', 1));
    expect(fingerprint('a1')).not.toBe(fingerprint('a', 1));
  });
});

describe('passwords (argon2id)', () => {
  it('verifies the right password only, and survives a broken hash', async () => {
    const hash = await hashPassword('Correct#Horse1');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'Correct#Horse1')).toBe(true);
    expect(await verifyPassword(hash, 'correct#horse1')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
