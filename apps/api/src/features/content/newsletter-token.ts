import { createHmac, hkdfSync } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import { newsletterUnsubscribePath } from '@upline/contract/content';
import { hashToken } from '../../http/session.js';

/**
 * The unsubscribe token of an address: an HMAC of the address under a key derived from the
 * server's secret. It is unguessable without that secret, only its SHA-256 is stored, and it is
 * the same every time, so the link in every newsletter ever sent keeps working (a random token
 * stored only as a hash could not be written into the next newsletter without replacing it).
 */
export function unsubscribeTokenFor(email: string, serverKey: Buffer): string {
  const key = Buffer.from(hkdfSync('sha256', serverKey, Buffer.alloc(0), 'upline newsletter unsubscribe v1', 32));
  return createHmac('sha256', key).update(normaliseEmail(email)).digest('base64url');
}

/** Addresses are compared case-insensitively (as the unique index on lower(email) does). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function hashUnsubscribeToken(token: string): string {
  return hashToken(token);
}

/**
 * The unsubscribe link to put in a newsletter to `email`, or null when the address is not
 * subscribed. The token rides in the fragment: browsers never send it to a server or in a
 * Referer; the web page posts it to POST /api/newsletter/unsubscribe.
 */
export async function createUnsubscribeLink(
  deps: { db: Database; config: { publicUrl: string; encryptionKey: Buffer } },
  email: string,
): Promise<string | null> {
  const s = schema.newsletterSubscribers;
  const rows = await deps.db
    .select({ id: s.id, tokenHash: s.unsubscribeTokenHash })
    .from(s)
    .where(and(eq(sql`lower(${s.email})`, normaliseEmail(email)), isNull(s.unsubscribedAt)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const token = unsubscribeTokenFor(email, deps.config.encryptionKey);
  // After a change of the server key the stored hash is stale: refresh it so the new link works.
  const tokenHash = hashUnsubscribeToken(token);
  if (row.tokenHash !== tokenHash) await deps.db.update(s).set({ unsubscribeTokenHash: tokenHash }).where(eq(s.id, row.id));
  return `${deps.config.publicUrl}${newsletterUnsubscribePath}#token=${token}`;
}
