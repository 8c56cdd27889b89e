import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '@upline/db';
import { schema } from '@upline/db';
import type { AutoshipFailure } from '@upline/contract/autoship';
import {
  autoshipMessages,
  checkAutoshipItems,
  checkNewChargeDate,
  decideAutoshipAction,
  nextAutoshipDate,
  type AutoshipDecision,
  type AutoshipRefusal,
} from '@upline/domain/subscriptions';
import type { AppDeps } from '../../deps.js';
import type { OrderAddress } from '../orders/order-draft.js';
import { autoshipEmail } from './autoship-emails.js';
import { autoshipFailure, autoshipNotFound, type AutoshipResult } from './autoship-failure.js';
import { autoshipFactsOf, type SubscriptionRow } from './autoship-wire.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;

export type AutoshipChange =
  | { kind: 'skip' }
  | { kind: 'pause' }
  | { kind: 'resume' }
  | { kind: 'cancel' }
  | { kind: 'date'; date: string }
  | { kind: 'items'; items: { productId: number; quantity: number }[] }
  | { kind: 'address'; shipTo: OrderAddress };

const refusalCodes: Record<AutoshipRefusal, AutoshipFailure> = {
  'minimum-term': 'autoship_minimum_term',
  'not-active': 'autoship_not_active',
  cancelled: 'autoship_cancelled',
  'date-out-of-range': 'autoship_date_out_of_range',
  quantity: 'autoship_invalid_items',
  'no-items': 'autoship_invalid_items',
};

/** The domain's refusal as the autoship failure, naming the date the change opens on. */
function refusalOf(d: Extract<AutoshipDecision, { ok: false }>) {
  const opensOn = d.opensOn ? d.opensOn.toISOString().slice(0, 10) : null;
  const message = opensOn ? `${autoshipMessages[d.reason]} It opens on ${opensOn}.` : autoshipMessages[d.reason];
  return autoshipFailure(refusalCodes[d.reason], message, opensOn ? { opensOn } : {});
}

const applied: AutoshipResult<void> = { ok: true, value: undefined };

const words: Record<AutoshipChange['kind'], { en: string; fr: string }> = {
  skip: { en: 'the next order is skipped', fr: 'la prochaine commande est sautée' },
  pause: { en: 'it is paused', fr: 'il est suspendu' },
  resume: { en: 'it is resumed', fr: 'il a repris' },
  cancel: { en: 'it is cancelled', fr: 'il est annulé' },
  date: { en: 'the next order date changed', fr: 'la date de la prochaine commande a changé' },
  items: { en: 'the products or quantities changed', fr: 'les produits ou les quantités ont changé' },
  address: { en: 'the delivery address changed', fr: "l'adresse de livraison a changé" },
};

/** The first planned date after `now` on the subscription's calendar, from the last planned one. */
function nextDateAfter(from: Date, anchorDay: number, now: Date): Date {
  let at = from;
  while (at.getTime() <= now.getTime()) at = nextAutoshipDate(at, anchorDay);
  return at;
}

/** Applies the change, or refuses it before writing anything. */
async function applyChange(tx: Transaction, sub: SubscriptionRow, change: AutoshipChange, now: Date): Promise<AutoshipResult<void>> {
  const { subscriptions, subscriptionItems, products } = schema;
  const facts = autoshipFactsOf(sub);
  const set = (values: Partial<typeof subscriptions.$inferInsert>) => tx.update(subscriptions).set({ ...values, updatedAt: now }).where(eq(subscriptions.id, sub.id));
  const anchorDay = facts.anchorDay;

  if (change.kind === 'date') {
    const wanted = new Date(`${change.date}T${(facts.nextChargeAt ?? now).toISOString().slice(11)}`);
    const d = checkNewChargeDate(facts, wanted, now);
    if (!d.ok) return refusalOf(d);
    await set({ currentPeriodEnd: wanted, nextChargeAt: wanted, anchorDay: wanted.getUTCDate(), remindedCycle: null });
    return applied;
  }
  const action = change.kind === 'items' ? 'change-items' : change.kind === 'address' ? 'change-address' : change.kind;
  const d = decideAutoshipAction(facts, action, now);
  if (!d.ok) return refusalOf(d);

  switch (change.kind) {
    case 'skip': {
      // The skipped cycle is done without an order: the calendar moves one month on.
      const planned = facts.nextChargeAt ?? now;
      const next = nextAutoshipDate(planned, anchorDay);
      await set({ cycle: sub.cycle + 1, currentPeriodStart: planned, currentPeriodEnd: next, nextChargeAt: next, remindedCycle: null });
      return applied;
    }
    case 'pause':
      await set({ status: 'paused', pausedAt: now, nextChargeAt: null });
      return applied;
    case 'resume': {
      const next = nextDateAfter(sub.currentPeriodEnd ?? now, anchorDay, now);
      await set({ status: 'active', pausedAt: null, failures: 0, firstFailedAt: null, lastFailureMessage: null, currentPeriodEnd: next, nextChargeAt: next, remindedCycle: null });
      return applied;
    }
    case 'cancel':
      await set({ status: 'cancelled', cancelledAt: now, nextChargeAt: null });
      return applied;
    case 'items': {
      const check = checkAutoshipItems(change.items);
      if (!check.ok) return refusalOf(check);
      const ids = change.items.map((i) => i.productId);
      const found = await tx.select({ id: products.id }).from(products).where(and(inArray(products.id, ids), eq(products.isActive, true), eq(products.isAutoshipAvailable, true)));
      if (found.length !== ids.length) return autoshipFailure('autoship_invalid_items', 'This product is not available on autoship.');
      await tx.delete(subscriptionItems).where(eq(subscriptionItems.subscriptionId, sub.id));
      await tx.insert(subscriptionItems).values(change.items.map((i) => ({ subscriptionId: sub.id, productId: i.productId, quantity: i.quantity, createdAt: now })));
      await set({ quantity: change.items.reduce((s, i) => s + i.quantity, 0) });
      return applied;
    }
    case 'address':
      await set({ shipTo: change.shipTo });
      return applied;
  }
}

/**
 * Applies a member's change to their autoship under a lock on its row (a renewal running at the
 * same moment checks the cycle it claimed before moving the calendar), then confirms it by e-mail.
 * Another member's autoship is autoship_not_found, like one that does not exist; a refused change
 * writes nothing and sends nothing.
 */
export async function changeAutoship(deps: Deps, userId: number | null, id: number, change: AutoshipChange): Promise<AutoshipResult<SubscriptionRow>> {
  const { subscriptions, users } = schema;
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx): Promise<AutoshipResult<SubscriptionRow>> => {
    const [sub] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, id), eq(subscriptions.kind, 'autoship'), userId === null ? undefined : eq(subscriptions.userId, userId)))
      .for('update');
    if (!sub) return autoshipNotFound();
    const done = await applyChange(tx, sub, change, now);
    if (!done.ok) return done;
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
    return { ok: true, value: row ?? sub };
  });
  if (!outcome.ok) return outcome;
  const updated = outcome.value;
  const [member] = await deps.db.select({ email: users.email, firstname: users.firstname }).from(users).where(eq(users.id, updated.userId));
  if (member) {
    const lang = updated.lang === 'fr' ? 'fr' : 'en';
    await deps.mailer.send(autoshipEmail('changed', { to: member.email, firstname: member.firstname, lang, subscriptionId: id, publicUrl: deps.config.publicUrl, change: words[change.kind][lang] }));
  }
  return outcome;
}
