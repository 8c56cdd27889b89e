// Lighthouse on the shop's first pages, as a phone sees them: the built web app served by the API
// on a fresh embedded database (as `npm start` serves it), measured by the npm `lighthouse` package
// (its default mobile preset: a mid-range phone's screen and CPU, a slow 4G network, simulated) in
// Debian's Chromium, headless. For each page and run it prints the four category scores, LCP,
// total blocking time, CLS and the JavaScript transferred. Run after `npm run build`.
//
// The visitor has chosen a country and holds one product in the cart (so the country popup stays
// away and checkout has something to show), like e2e/layout-stability.spec.ts; each run starts
// from a new browser profile, so nothing is in the browser's cache.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { builtApiEntry } from './lib/child-server.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3391);
const debuggingPort = Number(process.env.BENCH_CDP_PORT ?? 9333);
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const showDetails = process.env.BENCH_LIGHTHOUSE_DETAILS === '1';
// BENCH_LIGHTHOUSE_REPORTS=dir writes each run's full Lighthouse report there (JSON), to study.
const reportsDir = process.env.BENCH_LIGHTHOUSE_REPORTS;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const base = `http://127.0.0.1:${port}`;
// The flags the journeys use (e2e/playwright.config.ts): no sandbox as root, nothing in the background.
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
const allPages = [
  { name: 'home', path: '/' },
  { name: 'product list', path: '/product' },
  { name: 'product detail', path: '/product/show/1' },
  { name: 'checkout (1 product in the cart)', path: '/checkout' },
];
// BENCH_LIGHTHOUSE_PAGES=/,/checkout measures only those paths.
const pages = only ? allPages.filter((page) => only.includes(page.path)) : allPages;

// The shop's persisted stores (apps/web/src/shared/session/session-store.ts, shared/cart/cart-store.ts),
// as e2e/pages/checkout-session.ts writes them.
const storedState: Record<string, string> = {
  'upline-session': JSON.stringify({ state: { userCountry: 'US', language: 'en' }, version: 1 }),
  'upline-cart': JSON.stringify({
    state: {
      cartItems: [
        { id: 1, name: 'Antioxidant Whey Complex — Vanilla Bean', description: '', hoverImage: null, image: null, quantity: 1, price: 1000, sale_price: 1000, purchaseType: 1 },
      ],
      couponCodeData: { codeApplied: false, id: null, discount_value: 0, discount_type: null, discountCode: '', type: null },
      shippingRate: 0,
      tax: { isTax: false, state_id: null, tax_value: 0 },
      allProducts: [],
    },
    version: 1,
  }),
};

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  /** The audits below full marks outside performance. */
  failed: string[];
  /** Each script transferred, with its size. */
  scripts: string[];
}

const loadAverage = () => os.loadavg().map((load) => load.toFixed(2)).join(', ');

async function waitForShop(shop: ChildProcess) {
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (shop.exitCode !== null) throw new Error(`the shop stopped (exit ${shop.exitCode})`);
    const ok = await fetch(`${base}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the shop did not answer within 180 s');
}

/** One Lighthouse run of a page in a new browser profile holding the visitor's stored state. */
async function measure(name: string, pagePath: string): Promise<Row> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'upline-bench-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumFlags, `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    // The stored state is written from an API answer of the same origin, so the app's files stay
    // out of the browser's cache until Lighthouse loads the page.
    const seed = browser.pages()[0] ?? (await browser.newPage());
    await seed.goto(`${base}/api/health`);
    await seed.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storedState);
    const result = await lighthouse(`${base}${pagePath}`, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Keeps the stored country and cart; the profile is new, so the cache is empty anyway.
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
    if (reportsDir) {
      await mkdir(reportsDir, { recursive: true });
      const file = `${name.replace(/[^a-z0-9]+/gi, '-')}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
      await writeFile(path.join(reportsDir, file), JSON.stringify(result.lhr));
    }
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const requests =
      (audits['network-requests']?.details as { items?: { url?: string; resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
    const scripts = requests.filter((item) => item.resourceType === 'Script');
    const scriptBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const failed = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => {
          const line = `${id}: ${ref.id} (${audits[ref.id]?.title ?? ''})`;
          // With the details, what the audit found (e.g. which issue Chromium logged), cut short.
          const items = (audits[ref.id]?.details as { items?: unknown[] } | undefined)?.items;
          return showDetails && items?.length ? `${line}\n        ${JSON.stringify(items).slice(0, 600)}` : line;
        }),
    );
    const scriptLines = scripts.map((item) => `script ${(((item.transferSize ?? 0) / 1024).toFixed(1) + ' KB').padStart(9)}  ${(item.url ?? '').replace(base, '')}`);
    // The other metrics of the score, and the main thread's long tasks (what the TBT is made of).
    const metric = (id: string) => `${id} ${(audits[id]?.numericValue ?? Number.NaN).toFixed(0)} ms (score ${audits[id]?.score ?? '?'})`;
    scriptLines.push(['first-contentful-paint', 'speed-index', 'largest-contentful-paint', 'total-blocking-time'].map(metric).join(', '));
    const longTasks = (audits['long-tasks']?.details as { items?: { url?: string; duration?: number; startTime?: number }[] } | undefined)?.items ?? [];
    for (const task of longTasks)
      scriptLines.push(`long task ${(task.duration ?? 0).toFixed(0).padStart(5)} ms at ${(task.startTime ?? 0).toFixed(0).padStart(5)} ms  ${(task.url ?? '').replace(base, '')}`);
    return {
      page: name,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      scriptKb: scriptBytes / 1024,
      failed,
      scripts: scriptLines,
    };
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
}

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  throw new Error('apps/web/dist/index.html is missing: run npm run build first');
}
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'upline-bench-embedded-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  LOG_LEVEL: 'warn',
  SEED_ON_START: 'true',
  RATE_LIMIT_PER_MINUTE: '100000',
};
delete env.DATABASE_URL;
const shop = spawn(process.execPath, [builtApiEntry()], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
const stopped = new Promise((resolve) => shop.on('exit', resolve));
const limit = setTimeout(() => {
  console.error('the run took over 15 minutes: stopping');
  shop.kill('SIGTERM');
  process.exit(1);
}, 15 * 60_000);
try {
  await waitForShop(shop);
  console.log(`Lighthouse ${(createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version}, mobile preset, ${chromiumPath}, ${runs} run(s) per page`);
  console.log(`load average at the start: ${loadAverage()} (${os.cpus().length} CPUs)\n`);
  const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'JS KB'];
  const widths = [32, 4, 4, 8, 3, 6, 6, 5, 6];
  const line = (cells: string[]) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[index] ?? 0))).join('  ');
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const { name, path: pagePath } of pages) {
    for (let run = 0; run < runs; run += 1) {
      const row = await measure(name, pagePath);
      console.log(
        line([
          row.page,
          String(row.performance),
          String(row.accessibility),
          String(row.bestPractices),
          String(row.seo),
          row.lcpMs.toFixed(0),
          row.tbtMs.toFixed(0),
          row.cls.toFixed(3),
          row.scriptKb.toFixed(1),
        ]),
      );
      for (const detail of [...row.failed, ...(showDetails ? row.scripts : [])]) console.log(`    ${detail}`);
    }
  }
  console.log(`\nload average at the end: ${loadAverage()}`);
  console.log('JS KB: the JavaScript transferred (compressed) until the page settled.');
} finally {
  clearTimeout(limit);
  shop.kill('SIGTERM');
  await stopped;
  await rm(dataDir, { recursive: true, force: true });
}
