// The replicated-site link name (/{urlName}/...): it shares the first path segment with the
// shop's own routes, so names that are routes (or could become confusing ones) are reserved.

export const URL_NAME_MIN_LENGTH = 3;
export const URL_NAME_MAX_LENGTH = 30;

/** First path segments the shop uses itself; a member may not take them as a link name. */
export const reservedUrlNames: readonly string[] = [
  'product', 'checkout', 'signin', 'signup', 'signup-scholar', 'signup-ambassador', 'user', 'page', 'pages',
  'payment', 'order', 'cart', 'wishlist', 'faq', 'testimonials', 'press-releases', 'blogs', 'blog-details',
  'press-release-details', 'join-team', 'thank-you', 'signup-success', 'forget-password', 'category',
  'visiting-card', 'api', 'admin', 'demo', 'ambassador', 'test', 'media', 'reset-password', 'newsletter',
  'assets', 'docs', 'health', 'login', 'logout', 'register', 'session', 'gallery',
];

export type UrlNameRefusal = 'too-short' | 'too-long' | 'invalid-characters' | 'hyphen-at-edge' | 'reserved';

export const urlNameMessages: Readonly<Record<UrlNameRefusal, string>> = {
  'too-short': `The link name must have at least ${URL_NAME_MIN_LENGTH} characters`,
  'too-long': `The link name can have at most ${URL_NAME_MAX_LENGTH} characters`,
  'invalid-characters': 'The link name may use only lowercase letters, digits and hyphens',
  'hyphen-at-edge': 'The link name cannot start or end with a hyphen',
  reserved: 'This link name is reserved',
};

/** What a shopper typed, in the form link names are stored: trimmed and lower-cased. */
export function normaliseUrlName(text: string): string {
  return text.trim().toLowerCase();
}

/** Checks a link name: 3-30 characters of a-z, 0-9 and '-', no hyphen at either end, not reserved. */
export function checkUrlName(urlName: string): { ok: true } | { ok: false; reason: UrlNameRefusal } {
  if (urlName.length < URL_NAME_MIN_LENGTH) return { ok: false, reason: 'too-short' };
  if (urlName.length > URL_NAME_MAX_LENGTH) return { ok: false, reason: 'too-long' };
  if (!/^[a-z0-9-]+$/.test(urlName)) return { ok: false, reason: 'invalid-characters' };
  if (urlName.startsWith('-') || urlName.endsWith('-')) return { ok: false, reason: 'hyphen-at-edge' };
  if (reservedUrlNames.includes(urlName)) return { ok: false, reason: 'reserved' };
  return { ok: true };
}

/** True when checkUrlName accepts the link name. */
export function isValidUrlName(urlName: string): boolean {
  return checkUrlName(urlName).ok;
}
