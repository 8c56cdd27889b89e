import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { schema } from '@upline/db';
import { autoshipMessages } from '@upline/domain/subscriptions';
import type { AppDeps } from '../../deps.js';
import type { SetupResult } from '../payments/gateway.js';
import { authenticationFailedMessage } from '../payments/test-gateway.js';
import { autoshipEmail } from './autoship-emails.js';
import { autoshipFailure, autoshipNotFound, type AutoshipResult } from './autoship-failure.js';
import type { SubscriptionRow } from './autoship-wire.js';
import { renewDueAutoships } from './renew-autoships.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config' | 'payments'>;
type SavedSetup = Extract<SetupResult, { ok: true }>;

export type CardChange =
  | { status: 'succeeded'; subscription: SubscriptionRow }
  | { status: 'requires_action'; subscription: SubscriptionRow; clientSecret: string; setupRef: string };

const cardWords = { en: 'the card for your next orders changed', fr: 'la carte de vos prochaines commandes a changé' };

async function ownAutoship(deps: Deps, userId: number, id: number): Promise<AutoshipResult<SubscriptionRow>> {
  const { subscriptions } = schema;
  const [sub] = await deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId), eq(subscriptions.kind, 'autoship')));
  if (!sub) return autoshipNotFound();
  if (sub.status === 'cancelled') return cancelled();
  return { ok: true, value: sub };
}

const cancelled = () => autoshipFailure('autoship_cancelled', autoshipMessages.cancelled);
const refused = (message: string) => autoshipFailure('autoship_card_refused', message, { fields: { authorization_key: message } });
/** Someone else's setup, or none: as unknown as another member's autoship. */
const setupNotFound = () => autoshipFailure('card_setup_not_found', 'Card setup not found');

/**
 * Starts a card change for the member's autoship (decision 0016): the card is saved at the
 * provider for off-session use without a charge (a SetupIntent on the subscription's customer).
 * A card that needs 3-D Secure comes back with a client secret for the browser, which then calls
 * confirmAutoshipCard; a card saved at once replaces the subscription's card now.
 */
export async function changeAutoshipCard(deps: Deps, userId: number, id: number, paymentMethodId: string): Promise<AutoshipResult<CardChange>> {
  const own = await ownAutoship(deps, userId, id);
  if (!own.ok) return own;
  const sub = own.value;
  const [member] = await deps.db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, userId));
  // A customer kept at another provider (the shop changed provider) cannot hold this card.
  const customerRef = sub.paymentProvider === deps.payments.name ? (sub.providerCustomerRef ?? undefined) : undefined;
  const setup = await deps.payments.createSetup({
    paymentMethodId,
    ...(customerRef ? { customerRef } : {}),
    ...(member ? { customerEmail: member.email } : {}),
    // Saving a card moves no money; each attempt is its own setup (the SDK's retries reuse the key).
    idempotencyKey: `autoship:${id}:card:${randomUUID()}`,
    metadata: { kind: 'autoship_card', subscription_id: String(id), user_id: String(userId) },
  });
  if (!setup.ok) return refused(setup.message);
  if (setup.status === 'requires_action' && setup.clientSecret) {
    return { ok: true, value: { status: 'requires_action', subscription: sub, clientSecret: setup.clientSecret, setupRef: setup.setupRef } };
  }
  const saved = await saveCard(deps, userId, id, setup);
  if (!saved.ok) return saved;
  return { ok: true, value: { status: 'succeeded', subscription: saved.value } };
}

/**
 * Finishes a card change after the browser's 3-D Secure: the provider's setup must have
 * succeeded and name this member's subscription, or nothing changes.
 */
export async function confirmAutoshipCard(deps: Deps, userId: number, id: number, setupRef: string): Promise<AutoshipResult<SubscriptionRow>> {
  const own = await ownAutoship(deps, userId, id);
  if (!own.ok) return own;
  const setup = await deps.payments.retrieveSetup(setupRef);
  if (!setup.ok || setup.metadata.subscription_id !== String(id) || setup.metadata.user_id !== String(userId)) return setupNotFound();
  if (setup.status !== 'succeeded') return refused(setup.message ?? authenticationFailedMessage);
  return saveCard(deps, userId, id, setup);
}

/**
 * Replaces the card under a lock on the subscription. During dunning the due charge is retried
 * at once through the renewal use case (same order, next attempt key of the cycle, so never
 * twice); the member is told by e-mail. A refusal is found before anything is written.
 */
async function saveCard(deps: Deps, userId: number, id: number, setup: SavedSetup): Promise<AutoshipResult<SubscriptionRow>> {
  const { subscriptions, users } = schema;
  const now = deps.clock.now();
  if (!setup.paymentMethodRef) return refused('Please enter your card details.');
  const paymentMethodRef = setup.paymentMethodRef;
  const card = await deps.payments.describeCard(paymentMethodRef);
  const saved = await deps.db.transaction(async (tx): Promise<AutoshipResult<{ row: SubscriptionRow; isRetryDue: boolean }>> => {
    const [sub] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)))
      .for('update');
    if (!sub) return autoshipNotFound();
    if (sub.status === 'cancelled') return cancelled();
    const samePlace = sub.paymentProvider === deps.payments.name;
    if (samePlace && sub.providerCustomerRef && setup.customerRef && sub.providerCustomerRef !== setup.customerRef) return setupNotFound();
    const isRetryDue = sub.status === 'past_due';
    const [updated] = await tx
      .update(subscriptions)
      .set({
        paymentMethodRef,
        cardBrand: card?.brand ?? null,
        cardLast4: card?.last4 ?? null,
        providerCustomerRef: setup.customerRef ?? (samePlace ? sub.providerCustomerRef : null),
        paymentProvider: deps.payments.name,
        ...(isRetryDue ? { nextChargeAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(subscriptions.id, id))
      .returning();
    return { ok: true, value: { row: updated ?? sub, isRetryDue } };
  });
  if (!saved.ok) return saved;
  const { row, isRetryDue } = saved.value;
  const [member] = await deps.db.select({ email: users.email, firstname: users.firstname }).from(users).where(eq(users.id, userId));
  if (member) {
    const lang = row.lang === 'fr' ? 'fr' : 'en';
    await deps.mailer.send(autoshipEmail('changed', { to: member.email, firstname: member.firstname, lang, subscriptionId: id, publicUrl: deps.config.publicUrl, change: cardWords[lang] }));
  }
  if (!isRetryDue) return { ok: true, value: row };
  await renewDueAutoships(deps, now, 1, { subscriptionId: id });
  const [fresh] = await deps.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return { ok: true, value: fresh ?? row };
}
