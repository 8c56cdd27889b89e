// The API's bundle loads at start only what every process needs (decision 0038): the payment
// providers' SDKs, the image library, the common-password list and PGlite are reached through
// import() only, so they are not among main.mjs's static imports.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
let outdir;
let main;

/** The packages a module imports statically (`import ... from "x"` at the start of a line). */
const staticImportsOf = (code) => [...code.matchAll(/^import\s[^;]*?from\s*["']([^"']+)["']/gm)].map((m) => m[1]);

beforeAll(() => {
  outdir = mkdtempSync(path.join(os.tmpdir(), 'upline-api-build-'));
  const built = spawnSync(process.execPath, [path.join(root, 'tools/build-api.mjs'), '--outdir', outdir], { encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
  main = readFileSync(path.join(outdir, 'main.mjs'), 'utf8');
}, 60_000);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('the API bundle', () => {
  it('imports the serving packages at start and none of the ones loaded on first use', () => {
    const imports = staticImportsOf(main);
    expect(imports).toContain('fastify');
    expect(imports).toContain('pg');
    for (const onFirstUse of ['stripe', '@paypal/paypal-server-sdk', 'sharp', '@zxcvbn-ts/language-common', '@electric-sql/pglite']) {
      expect(imports, onFirstUse).not.toContain(onFirstUse);
    }
  });

  it('keeps each provider in chunks of its own, which import its SDK and which main.mjs loads on demand', () => {
    const chunks = readdirSync(path.join(outdir, 'chunks')).filter((file) => file.endsWith('.mjs'));
    const chunkImporting = (pkg) => chunks.filter((file) => staticImportsOf(readFileSync(path.join(outdir, 'chunks', file), 'utf8')).includes(pkg));
    expect(chunkImporting('stripe').length).toBeGreaterThanOrEqual(1);
    expect(chunkImporting('@paypal/paypal-server-sdk').length).toBeGreaterThanOrEqual(1);
    for (const file of [...chunkImporting('stripe'), ...chunkImporting('@paypal/paypal-server-sdk')]) expect(main).toContain(`./chunks/${file}`);
  });
});
