import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, DbHandle } from '@upline/db';
import { schema } from '@upline/db';
import { createTestDatabase } from '@upline/db/testing';
import type { Currency } from '@upline/domain/money';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { AppDeps } from '../src/deps.js';
import { createCardGateway } from '../src/features/payments/payment-providers.js';
import { createOutboxMailer } from '../src/platform/mailer.js';
import { LocalStorage } from '../src/platform/storage-local.js';
import type { PayPalFake } from './fakes/paypal-fake.js';
import type { StripeFake } from './fakes/stripe-fake.js';
import { testClock } from './helpers.js';

export const stripeWebhookSecret = 'whsec_test_secret';

/** Environment that points the providers at the local fakes. */
export function providerEnv(fakes: { stripe?: StripeFake; paypal?: PayPalFake }): Record<string, string> {
  return {
    ...(fakes.stripe
      ? { STRIPE_SECRET_KEY: fakes.stripe.secretKey, STRIPE_PUBLISHABLE_KEY: 'pk_test_public', STRIPE_WEBHOOK_SECRET: stripeWebhookSecret, STRIPE_API_BASE: fakes.stripe.url }
      : {}),
    ...(fakes.paypal
      ? { PAYPAL_CLIENT_ID: fakes.paypal.clientId, PAYPAL_CLIENT_SECRET: fakes.paypal.clientSecret, PAYPAL_WEBHOOK_ID: fakes.paypal.webhookId, PAYPAL_API_BASE: fakes.paypal.url }
      : {}),
  };
}

export interface PaymentsTestApp {
  app: FastifyInstance;
  handle: DbHandle;
  config: Config;
  clock: ReturnType<typeof testClock>;
  deps: AppDeps;
  close(): Promise<void>;
}

/** The real app wired as main.ts wires it: the card gateway follows the configuration. */
export async function createPaymentsTestApp(env: Record<string, string> = {}): Promise<PaymentsTestApp> {
  const handle = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', ...env });
  const clock = testClock();
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'upline-payments-'));
  const deps: AppDeps = {
    db: handle.db,
    config,
    clock,
    storage: new LocalStorage({ root: uploadsDir }),
    payments: createCardGateway(config),
    mailer: createOutboxMailer(handle.db, () => clock.now()),
  };
  const app = await buildApp(deps, { serveWeb: false, logger: false });
  await app.ready();
  return {
    app,
    handle,
    config,
    clock,
    deps,
    close: async () => {
      await app.close();
      await handle.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

let orderNumbers = 0;

/** A pending order to pay (the orders capability creates these for real). */
export async function insertOrder(db: Database, totalMinor: number, currency: Currency = 'USD'): Promise<number> {
  const [row] = await db
    .insert(schema.orders)
    .values({
      orderNumber: `T-${process.pid}-${++orderNumbers}-${Math.random().toString(36).slice(2, 8)}`,
      email: 'shopper@example.com',
      firstName: 'Sam',
      lastName: 'Shopper',
      currency,
      shoppingCountryCode: currency === 'CAD' ? 'CA' : 'US',
      subtotalMinor: totalMinor,
      totalMinor,
    })
    .returning({ id: schema.orders.id });
  if (!row) throw new Error('order not inserted');
  return row.id;
}

export async function paymentById(db: Database, id: number) {
  const [row] = await db.select().from(schema.payments).where(eq(schema.payments.id, id));
  if (!row) throw new Error(`no payment ${id}`);
  return row;
}

export async function webhookRows(db: Database) {
  return db.select().from(schema.webhookEvents);
}
