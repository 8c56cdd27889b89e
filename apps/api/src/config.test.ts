import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs on the embedded database with defaults and seeds it', () => {
    const c = loadConfig({}, '/srv/shop');
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toBe('/srv/shop/data');
    expect(c.seedOnStart).toBe(true);
    expect(c.encryptionKey).toHaveLength(32);
  });

  it('does not seed a PostgreSQL server unless told to', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seedOnStart).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_ON_START: 'true' }).seedOnStart).toBe(true);
  });

  it('lists every invalid variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ENCRYPTION_KEY: 'short' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL must be a postgres:// URL');
      expect(message).toContain('ENCRYPTION_KEY must be 64 hex characters');
    }
  });

  it('requires a real encryption key in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ENCRYPTION_KEY: required in production/);
    const key = 'ab'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', ENCRYPTION_KEY: key }).cookieSecure).toBe(true);
  });
});
