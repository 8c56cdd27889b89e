// Starts the shop for the provider journeys: local fakes of Stripe's and PayPal's APIs (the ones
// the API's own tests use), then the shop with STRIPE_* and PAYPAL_* pointing to them (Apple Pay
// and Google Pay through PayPal on) and the checkout's three marketing tags configured, on a fresh
// embedded database in a temporary folder. The shop is the API built by `npm run build`, as for
// e2e/serve.mjs (test:e2e builds first). The fakes' addresses go to a file the journeys read.
// Run with: node --import tsx e2e/serve-providers.ts (PORT as for e2e/serve.mjs); SIGTERM stops
// the shop and the fakes and removes the database and the file.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPayPalFake } from '../apps/api/test/fakes/paypal-fake.js';
import { startStripeFake } from '../apps/api/test/fakes/stripe-fake.js';
import { providersInfoFileFor, providersMarketing, type ProvidersInfo } from './providers/providers-server.js';

const infoFile = providersInfoFileFor(Number(process.env.PORT ?? 3000));

const stripe = await startStripeFake('sk_test_e2e_secret', { publishableKey: 'pk_test_e2e_publishable' });
const paypal = await startPayPalFake({ clientId: 'e2e-paypal-client-id', clientSecret: 'e2e-paypal-client-secret' });
const info: ProvidersInfo = {
  stripe: { url: stripe.url, secretKey: stripe.secretKey, publishableKey: stripe.publishableKey },
  paypal: { url: paypal.url, clientId: paypal.clientId, clientSecret: paypal.clientSecret },
};
writeFileSync(infoFile, JSON.stringify(info, null, 2));

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'upline-e2e-providers-'));
const child = spawn(process.execPath, ['apps/api/dist/main.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SEED_ON_START: 'true',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
    STRIPE_API_BASE: stripe.url,
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_API_BASE: paypal.url,
    PAYPAL_ENVIRONMENT: 'sandbox',
    // The wallets through PayPal: Apple Pay is on by default; Google Pay (off by default, as the
    // spec has it) is turned on for this shop so that its journeys can run.
    APPLE_PAY_ENABLED: 'true',
    GOOGLE_PAY_ENABLED: 'true',
    // The checkout's marketing tags, all three (their scripts are test doubles in the journeys).
    MARKETING_GOOGLE_ADS_ID: providersMarketing.googleAdsId,
    MARKETING_GOOGLE_ADS_CONVERSION_LABEL: providersMarketing.googleAdsConversionLabel,
    MARKETING_CLARITY_ID: providersMarketing.clarityId,
    MARKETING_META_PIXEL_ID: providersMarketing.metaPixelId,
  },
});
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(infoFile, { force: true });
  void Promise.all([stripe.close(), paypal.close()]).finally(() => process.exit(code ?? 0));
});
