import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '@upline/db';
import { createTestDatabase } from '@upline/db/testing';
import { buildApp, type BuildOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Clock } from '../src/deps.js';
import { createTestGateway, type TestGateway } from '../src/features/payments/test-gateway.js';
import { createOutboxMailer, type Mailer } from '../src/platform/mailer.js';
import { LocalStorage } from '../src/platform/storage-local.js';

/** A movable clock for tests. */
export function testClock(start = new Date('2026-11-21T12:00:00Z')): Clock & { set(d: Date): void; advance(ms: number): void } {
  let now = start;
  return {
    now: () => now,
    set: (d) => {
      now = d;
    },
    advance: (ms) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  handle: DbHandle;
  config: Config;
  clock: ReturnType<typeof testClock>;
  /** The built-in test payment gateway; `charges` lists what it charged. */
  payments: TestGateway;
  mailer: Mailer;
  /** Uploads go to a temporary folder, removed on close. */
  storage: LocalStorage;
  close(): Promise<void>;
}

/** The real app on a fresh, migrated and seeded database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: BuildOptions = { serveWeb: false, logger: false },
): Promise<TestApp> {
  const handle = await createTestDatabase();
  // No server rendering unless a test gives a built renderer (WEB_SERVER_DIR).
  const noRenderer = path.join(tmpdir(), 'upline-no-server-renderer');
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', WEB_SERVER_DIR: noRenderer, ...env });
  const clock = testClock();
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'upline-uploads-'));
  const storage = new LocalStorage({ root: uploadsDir });
  const payments = createTestGateway();
  const mailer = createOutboxMailer(handle.db, () => clock.now());
  const app = await buildApp({ db: handle.db, config, clock, storage, payments, mailer }, opts);
  await app.ready();
  return {
    app,
    handle,
    config,
    clock,
    storage,
    payments,
    mailer,
    close: async () => {
      await app.close();
      await handle.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}
