import { randomBytes } from 'node:crypto';

// Crockford base32 without I, L, O, U: easy to read out on the phone to support.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new order number: 'UP' + the order date (yyMMdd, UTC) + 8 random characters. Random rather
 * than sequential, so an order number reveals nothing about the shop's volume and cannot be
 * guessed from another one.
 */
export function newOrderNumber(now: Date): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  const bytes = randomBytes(8);
  let suffix = '';
  for (const byte of bytes) suffix += ALPHABET[byte % 32];
  return `UP${date}-${suffix}`;
}
