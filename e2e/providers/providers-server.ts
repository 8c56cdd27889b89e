import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The second shop of the journeys: Stripe and PayPal configured against local fakes of their APIs
// (e2e/serve-providers.ts). Its port is E2E_PROVIDERS_PORT, else the one after E2E_PORT, else 3198.

const basePort = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : null;
export const providersPort = Number(process.env.E2E_PROVIDERS_PORT ?? (basePort === null ? 3198 : basePort + 1));
export const providersBaseURL = `http://127.0.0.1:${providersPort}`;

/** Where the script serving on `port` writes the fakes' addresses and keys, for the journeys to read. */
export const providersInfoFileFor = (port: number) => path.join(os.tmpdir(), `upline-e2e-providers-${port}.json`);

/** The checkout's marketing tags of that shop (MARKETING_* in e2e/serve-providers.ts): public ids only. */
export const providersMarketing = {
  googleAdsId: 'AW-123456789',
  googleAdsConversionLabel: 'e2eConversionLabel',
  clarityId: 'e2eclarity1',
  metaPixelId: '1234567890123456',
} as const;

export interface ProvidersInfo {
  stripe: { url: string; secretKey: string; publishableKey: string };
  paypal: { url: string; clientId: string; clientSecret: string };
}

export function readProvidersInfo(): ProvidersInfo {
  return JSON.parse(readFileSync(providersInfoFileFor(providersPort), 'utf8')) as ProvidersInfo;
}
