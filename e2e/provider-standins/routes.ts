import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Route } from '@playwright/test';
import type { ProvidersInfo } from '../providers/providers-server';

// Routes every request a browser context makes to Stripe and PayPal, and to the checkout's
// marketing tags' hosts: the providers' and the tags' script and frame addresses get the test
// doubles of this folder, the providers' API calls go to the local fakes (addresses from
// e2e/serve-providers.ts). Anything else at those hosts is a 404, so that a script the shop starts
// loading without the journeys knowing shows up as a failure.

const here = path.dirname(fileURLToPath(import.meta.url));
const file = (name: string) => path.join(here, name);

/** The same request, sent to the fake at `base` instead, and its answer given to the browser. */
async function forward(route: Route, base: string) {
  const url = new URL(route.request().url());
  const response = await route.fetch({ url: `${base}${url.pathname}${url.search}` });
  await route.fulfill({ response });
}

const notHere = (route: Route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not part of the providers test doubles.' });

export async function routeProvidersToStandins(context: BrowserContext, info: ProvidersInfo) {
  // Stripe.js (the address @stripe/stripe-js loads: https://js.stripe.com/clover/stripe.js) and its card frame.
  await context.route(/^https:\/\/js\.stripe\.com\//, (route) => {
    const { pathname } = new URL(route.request().url());
    if (/^\/(clover|v3)(\/stripe\.js)?\/?$/.test(pathname)) return route.fulfill({ path: file('stripe-js.js'), contentType: 'application/javascript' });
    if (pathname === '/standin/card-frame.html') return route.fulfill({ path: file('stripe-card-frame.html') });
    return notHere(route);
  });
  await context.route(/^https:\/\/api\.stripe\.com\//, (route) => forward(route, info.stripe.url));
  // The 3-D Secure test page and its answer.
  await context.route(/^https:\/\/hooks\.stripe\.com\//, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/standin/3d-secure.html') return route.fulfill({ path: file('stripe-3d-secure.html') });
    if (pathname === '/3d_secure_2/authenticate') return forward(route, info.stripe.url);
    return notHere(route);
  });
  // The PayPal JS SDK (https://www.paypal.com/sdk/js?client-id=…), its buttons frame, the buyer's window and what that window asks PayPal;
  // what the SDK's Apple Pay and Google Pay components ask PayPal (GraphQL, a browser token, confirm-payment-source).
  await context.route(/^https:\/\/www\.(sandbox\.)?paypal\.com\//, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/sdk/js') return route.fulfill({ path: file('paypal-sdk.js'), contentType: 'application/javascript' });
    if (pathname === '/smart/buttons') return route.fulfill({ path: file('paypal-buttons.html') });
    if (pathname === '/checkoutnow') return route.fulfill({ path: file('paypal-checkout.html') });
    if (pathname.startsWith('/buyer/')) return forward(route, info.paypal.url);
    if (pathname === '/graphql' || pathname === '/v1/oauth2/token' || /^\/v2\/checkout\/orders\/[^/]+\/confirm-payment-source$/.test(pathname)) return forward(route, info.paypal.url);
    return notHere(route);
  });
  // Google's Pay API script (https://pay.google.com/gp/p/js/pay.js), loaded only when Google Pay is chosen.
  await context.route(/^https:\/\/pay\.google\.com\//, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/gp/p/js/pay.js') return route.fulfill({ path: file('google-pay.js'), contentType: 'application/javascript' });
    return notHere(route);
  });
  // The checkout's marketing tags (e2e/serve-providers.ts configures all three): gtag.js for
  // Google Ads, Microsoft Clarity's tag and the Meta pixel's script, each a recorder of what the
  // shop queued for it (window.__marketingStandins).
  await context.route(/^https:\/\/www\.googletagmanager\.com\//, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/gtag/js') return route.fulfill({ path: file('gtag.js'), contentType: 'application/javascript' });
    return notHere(route);
  });
  await context.route(/^https:\/\/www\.clarity\.ms\//, (route) => {
    const { pathname } = new URL(route.request().url());
    if (/^\/tag\/[^/]+$/.test(pathname)) return route.fulfill({ path: file('clarity.js'), contentType: 'application/javascript' });
    return notHere(route);
  });
  await context.route(/^https:\/\/connect\.facebook\.net\//, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/en_US/fbevents.js') return route.fulfill({ path: file('fbevents.js'), contentType: 'application/javascript' });
    return notHere(route);
  });
}

/** Safari's Apple Pay (window.ApplePaySession) in every page of the context: a device with a card in Wallet. */
export async function installApplePayStandin(context: BrowserContext) {
  await context.addInitScript({ path: file('apple-pay-session.js') });
}
