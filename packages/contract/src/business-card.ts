import { z } from 'zod';
import { safeText } from './input.js';

// The business card of accounts §3 (name, designation, phone, email, website) with the rules of
// §5: every field required, the e-mail valid. The card is drawn in the browser and never sent
// (no call of §7 stores it), so this schema serves the form; the lengths keep each line legible
// on a 3.5 x 2 inch card.

const REQUIRED = 'This field is required';
/** The longest text a card line takes before its type gets too small to read in print. */
export const BUSINESS_CARD_MAX_LENGTH = 60;
export const businessCardMessages = {
  tooLong: `Please use at most ${BUSINESS_CARD_MAX_LENGTH} characters so that it fits on the card.`,
  phoneInvalid: 'Please enter a valid phone number.',
  websiteInvalid: 'Please enter a valid website address.',
} as const;

const cardText = (message = REQUIRED) =>
  safeText(z.string({ error: message }).trim().min(1, message).max(BUSINESS_CARD_MAX_LENGTH, businessCardMessages.tooLong));

/** A web address as people write it on a card: with or without http(s)://, a host with a dot (or localhost), no spaces. */
export function isWebsiteAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  const rest = /^https?:\/\//i.test(value) ? value.replace(/^https?:\/\//i, '') : value;
  if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(rest)) return false;
  const host = rest.split(/[/?#]/, 1)[0] ?? '';
  const match = /^((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)(?::\d{1,5})?$/i.exec(host);
  if (!match) return false;
  return match[1]!.includes('.') || match[1]!.toLowerCase() === 'localhost';
}

/** The business card's fields (accounts §3, §5). */
export const businessCardSchema = z.object({
  name: cardText(),
  designation: cardText(),
  phone: cardText().regex(/^[0-9+()\-. ]{7,30}$/, businessCardMessages.phoneInvalid),
  email: cardText('Email address is required').pipe(z.email('Please enter a valid email address.')),
  website: cardText().refine(isWebsiteAddress, businessCardMessages.websiteInvalid),
});
export type BusinessCard = z.infer<typeof businessCardSchema>;
