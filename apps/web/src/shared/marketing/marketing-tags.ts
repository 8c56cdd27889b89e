import type { MarketingTags } from '@upline/contract/analytics';

// The checkout's advertising-conversion, session-replay and social-pixel tags (checkout §2
// 'Other': injected about 1 s after the checkout page shows). Each runs only when the shop
// configured it (GET analytics/marketing-tags); the default shop loads none and asks nothing of
// other sites. The tags' usual inline snippets are replaced by the same set-up done here, from
// the shop's own script, so the Content-Security-Policy needs no inline scripts.

/** Checkout §2: the tags are injected about a second after the page shows. */
export const MARKETING_TAGS_DELAY_MS = 1000;

type Queue = (...args: unknown[]) => void;
interface TagWindow {
  dataLayer?: unknown[];
  gtag?: Queue;
  clarity?: Queue & { q?: unknown[] };
  fbq?: Queue & { queue?: unknown[]; callMethod?: (...args: unknown[]) => void; loaded?: boolean; version?: string; push?: Queue };
  _fbq?: unknown;
}

/** The script addresses of the configured tags. */
export function marketingScriptUrls(tags: MarketingTags): string[] {
  return [
    ...(tags.google_ads ? [`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tags.google_ads.id)}`] : []),
    ...(tags.clarity ? [`https://www.clarity.ms/tag/${encodeURIComponent(tags.clarity.id)}`] : []),
    ...(tags.meta_pixel ? ['https://connect.facebook.net/en_US/fbevents.js'] : []),
  ];
}

function appendScript(doc: Document, src: string) {
  const present = Array.from(doc.head.querySelectorAll('script')).some((script) => script.getAttribute('src') === src);
  if (present) return;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.marketingTag = 'true';
  doc.head.appendChild(script);
}

/**
 * Sets up the configured tags' command queues and adds their scripts, once per page load
 * (calling again adds nothing). Returns how many tags are on.
 */
export function installMarketingTags(tags: MarketingTags, win: Window = window): number {
  const w = win as unknown as TagWindow;
  const doc = win.document;
  if (tags.google_ads) {
    if (!w.gtag) {
      w.dataLayer = w.dataLayer ?? [];
      const layer = w.dataLayer;
      // gtag.js reads the arguments objects it finds in dataLayer, as its own snippet pushes them.
      w.gtag = function gtag() {
        // eslint-disable-next-line prefer-rest-params
        layer.push(arguments);
      };
      w.gtag('js', new Date());
      w.gtag('config', tags.google_ads.id);
    }
  }
  if (tags.clarity && !w.clarity) {
    const clarity: NonNullable<TagWindow['clarity']> = (...args: unknown[]) => {
      (clarity.q = clarity.q ?? []).push(args);
    };
    w.clarity = clarity;
  }
  if (tags.meta_pixel && !w.fbq) {
    const fbq: NonNullable<TagWindow['fbq']> = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue?.push(args);
    };
    Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] });
    w.fbq = fbq;
    w._fbq = w._fbq ?? fbq;
    fbq('init', tags.meta_pixel.id);
    fbq('track', 'PageView');
  }
  for (const src of marketingScriptUrls(tags)) appendScript(doc, src);
  return [tags.google_ads, tags.clarity, tags.meta_pixel].filter(Boolean).length;
}

export interface MarketingConversion {
  orderId: number | null;
  /** The order total in major units, when known. */
  value: number | null;
  currency: string | null;
}

/**
 * The purchase, told to the tags that count conversions: Google Ads (when a conversion label is
 * configured) and the Meta pixel. The tags are installed first if they are not yet (the
 * conversion and the tags are both due about 1 s after the success page shows).
 */
export function sendMarketingConversion(tags: MarketingTags, conversion: MarketingConversion, win: Window = window): void {
  if (installMarketingTags(tags, win) === 0) return;
  const w = win as unknown as TagWindow;
  const amount = conversion.value !== null && conversion.currency ? { value: conversion.value, currency: conversion.currency } : {};
  if (tags.google_ads?.conversion_label && w.gtag) {
    w.gtag('event', 'conversion', {
      send_to: `${tags.google_ads.id}/${tags.google_ads.conversion_label}`,
      ...amount,
      ...(conversion.orderId !== null ? { transaction_id: String(conversion.orderId) } : {}),
    });
  }
  if (tags.meta_pixel && w.fbq) w.fbq('track', 'Purchase', amount);
}
