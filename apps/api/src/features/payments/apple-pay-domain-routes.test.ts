import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { APPLE_PAY_ASSOCIATION_PATH } from './apple-pay-domain-routes.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'upline-applepay-'));
const file = path.join(dir, 'apple-developer-merchantid-domain-association');
const association = '7B227073704964223A2241313233...7D';

describe('the Apple Pay domain-association file', () => {
  let plain: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    writeFileSync(file, association);
    [plain, configured] = await Promise.all([createTestApp(), createTestApp({ APPLE_PAY_DOMAIN_ASSOCIATION_FILE: file })]);
  });
  afterAll(async () => {
    await Promise.all([plain.close(), configured.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('is served as given when configured', async () => {
    const res = await configured.app.inject(APPLE_PAY_ASSOCIATION_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(association);
  });

  it('is a plain 404 when not configured, never the web app’s page', async () => {
    const res = await plain.app.inject(APPLE_PAY_ASSOCIATION_PATH);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: 'No Apple Pay domain association is configured', code: 'not_found' });
  });

  it('must name a file that exists', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', APPLE_PAY_DOMAIN_ASSOCIATION_FILE: path.join(dir, 'missing') })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', APPLE_PAY_DOMAIN_ASSOCIATION_FILE: path.join(dir, 'missing') })).toThrow(/APPLE_PAY_DOMAIN_ASSOCIATION_FILE: no file at/);
  });
});
