import { test as base, expect } from '@playwright/test';
import { installApplePayStandin, routeProvidersToStandins } from '../provider-standins/routes';
import { ProviderFakes } from '../pages/provider-fakes';
import { readProvidersInfo } from './providers-server';

/**
 * The provider journeys' test: the providers' scripts and APIs, and the checkout's marketing tags'
 * scripts, routed to the test doubles and the local fakes in every page of the test (popups included), `fakes` to read what the providers
 * hold, and a check at the end that the shop's Content-Security-Policy refused nothing and that
 * no page threw. `isAppleDevice` (test.use) gives the pages Safari's Apple Pay, with a card in Wallet.
 */
export const test = base.extend<{ fakes: ProviderFakes; isAppleDevice: boolean }>({
  isAppleDevice: [false, { option: true }],
  fakes: [
    async ({ context, isAppleDevice }, use) => {
      const info = readProvidersInfo();
      await routeProvidersToStandins(context, info);
      if (isAppleDevice) await installApplePayStandin(context);
      const refused: string[] = [];
      const thrown: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      context.on('weberror', (error) => {
        const text = String(error.error());
        // The journeys' own presets (addInitScript) run in the providers' frames too, where
        // Chromium denies a third party its storage: not the shop's nor the test doubles' doing.
        if (/^SecurityError: Failed to read the '(local|session)Storage' property/.test(text)) return;
        thrown.push(text);
      });
      await use(new ProviderFakes(info));
      expect(refused, 'Content-Security-Policy refusals').toEqual([]);
      expect(thrown, 'errors thrown in the pages').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
