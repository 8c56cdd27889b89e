import { describe, expect, it } from 'vitest';
import { walletSdkUrl } from './paypal-wallet-sdk';

const server = 'https://www.paypal.com/sdk/js?client-id=abc&currency=USD&intent=capture&components=buttons%2Cgooglepay%2Capplepay&disable-funding=credit%2Ccard';

describe('the PayPal JS SDK address for one wallet', () => {
  it('keeps the server’s client and options with only the chosen wallet’s component and the session’s currency', () => {
    const url = new URL(walletSdkUrl(server, 'applepay', 'CAD') ?? '');
    expect(url.origin + url.pathname).toBe('https://www.paypal.com/sdk/js');
    expect(Object.fromEntries(url.searchParams)).toEqual({ 'client-id': 'abc', currency: 'CAD', intent: 'capture', components: 'applepay', 'disable-funding': 'credit,card' });
    expect(new URL(walletSdkUrl(server, 'googlepay', 'USD') ?? '').searchParams.get('components')).toBe('googlepay');
  });

  it('is null for a wallet the shop did not enable (not in the server’s components)', () => {
    expect(walletSdkUrl('https://www.paypal.com/sdk/js?client-id=abc&components=buttons%2Capplepay', 'googlepay', 'USD')).toBeNull();
  });
});
