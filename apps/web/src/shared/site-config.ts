/**
 * Shop contact details shown in the header and footer. Deployments set them at build time with
 * VITE_SHOP_PHONE, VITE_FACEBOOK_URL, VITE_INSTAGRAM_URL and VITE_YOUTUBE_URL; the defaults are
 * the demo shop's.
 */
export const siteConfig = {
  phone: import.meta.env.VITE_SHOP_PHONE ?? '+1 (800) 555-0142',
  social: {
    facebook: import.meta.env.VITE_FACEBOOK_URL ?? 'https://www.facebook.com/uplinewellness',
    instagram: import.meta.env.VITE_INSTAGRAM_URL ?? 'https://www.instagram.com/uplinewellness',
    youtube: import.meta.env.VITE_YOUTUBE_URL ?? 'https://www.youtube.com/@uplinewellness',
  },
} as const;

/** A `tel:` link target: digits and a leading plus only. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
