import type { MarketingTags } from '@upline/contract/analytics';
import type { MarketingConfig } from '../../config.js';
import type { CspAllowances } from '../../http/security.js';

/** What the web needs to load the configured tags: public ids only. */
export function marketingTagsAnswer(marketing: MarketingConfig): MarketingTags {
  return {
    google_ads: marketing.googleAds ? { id: marketing.googleAds.id, conversion_label: marketing.googleAds.conversionLabel } : null,
    clarity: marketing.clarityId ? { id: marketing.clarityId } : null,
    meta_pixel: marketing.metaPixelId ? { id: marketing.metaPixelId } : null,
  };
}

/**
 * The outside origins each configured tag needs (its script, and where it sends its beacons);
 * none when no tag is configured, so the default shop's policy stays 'self' only.
 */
export function marketingCspAllowances(marketing: MarketingConfig): Required<CspAllowances> {
  const csp: Required<CspAllowances> = { scriptSrc: [], imgSrc: [], frameSrc: [], connectSrc: [] };
  if (marketing.googleAds) {
    csp.scriptSrc.push('https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net');
    csp.imgSrc.push('https://www.googletagmanager.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com');
    csp.connectSrc.push('https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googleadservices.com');
    csp.frameSrc.push('https://td.doubleclick.net', 'https://www.googletagmanager.com');
  }
  if (marketing.clarityId) {
    csp.scriptSrc.push('https://www.clarity.ms', 'https://*.clarity.ms');
    csp.imgSrc.push('https://*.clarity.ms', 'https://c.bing.com');
    csp.connectSrc.push('https://*.clarity.ms');
  }
  if (marketing.metaPixelId) {
    csp.scriptSrc.push('https://connect.facebook.net');
    csp.imgSrc.push('https://www.facebook.com');
    csp.connectSrc.push('https://www.facebook.com', 'https://connect.facebook.net');
  }
  return csp;
}

/** Several features' allowances as one (each list keeps its order, without repeats). */
export function mergeCsp(...parts: CspAllowances[]): Required<CspAllowances> {
  const merged: Required<CspAllowances> = { scriptSrc: [], imgSrc: [], frameSrc: [], connectSrc: [] };
  for (const part of parts) {
    for (const key of Object.keys(merged) as (keyof CspAllowances)[]) {
      for (const origin of part[key] ?? []) if (!merged[key].includes(origin)) merged[key].push(origin);
    }
  }
  return merged;
}
