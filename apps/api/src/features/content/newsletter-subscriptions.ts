import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import { hashUnsubscribeToken, normaliseEmail, unsubscribeTokenFor } from './newsletter-token.js';

export interface NewsletterSignup {
  email: string;
  /** The consent sentence exactly as the visitor read it. */
  consentText: string;
  language: string;
}

/**
 * Records a newsletter sign-up with its consent (text and time). One row per address: signing
 * up again while subscribed changes nothing (the first consent stays the evidence); signing up
 * after unsubscribing records the new consent and subscribes again.
 */
export async function subscribeToNewsletter(
  db: Database,
  signup: NewsletterSignup,
  serverKey: Buffer,
  now: Date,
): Promise<'subscribed' | 'already-subscribed' | 'resubscribed'> {
  const s = schema.newsletterSubscribers;
  const email = signup.email.trim();
  const tokenHash = hashUnsubscribeToken(unsubscribeTokenFor(email, serverKey));
  const inserted = await db
    .insert(s)
    .values({ email, language: signup.language, consentText: signup.consentText, consentedAt: now, unsubscribeTokenHash: tokenHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: s.id });
  if (inserted.length > 0) return 'subscribed';
  const renewed = await db
    .update(s)
    .set({ consentText: signup.consentText, consentedAt: now, unsubscribedAt: null, language: signup.language, unsubscribeTokenHash: tokenHash })
    .where(and(eq(sql`lower(${s.email})`, normaliseEmail(email)), isNotNull(s.unsubscribedAt)))
    .returning({ id: s.id });
  return renewed.length > 0 ? 'resubscribed' : 'already-subscribed';
}

/** Unsubscribes the address behind a token; false when the token matches no subscriber. Repeating it is harmless. */
export async function unsubscribeFromNewsletter(db: Database, token: string, now: Date): Promise<boolean> {
  const s = schema.newsletterSubscribers;
  const rows = await db
    .select({ id: s.id })
    .from(s)
    .where(eq(s.unsubscribeTokenHash, hashUnsubscribeToken(token)))
    .limit(1);
  const row = rows[0];
  if (!row) return false;
  await db.update(s).set({ unsubscribedAt: now }).where(and(eq(s.id, row.id), isNull(s.unsubscribedAt)));
  return true;
}
