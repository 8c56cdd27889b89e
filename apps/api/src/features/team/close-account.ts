// Staff close a member's account (issue 16 item 6, decision 0019): the member can no longer sign
// in (every session revoked, sign-in and password reset refuse a closed account), their open
// subscriptions (autoship and the scholar plan) are cancelled so nothing is charged again, and
// their downline stays where it is: the plan's walk compresses over a closed account (plan §3), so
// their upline goes on earning through them. One transaction with the audit row.
import { and, eq, isNull, ne } from 'drizzle-orm';
import { schema } from '@upline/db';
import { teamAdminMessages as m, type CloseAccountBody } from '@upline/contract/team-admin';
import type { AppDeps } from '../../deps.js';

export type CloseAccountResult =
  | { ok: true; sessionsRevoked: number; subscriptionsCancelled: number }
  | { ok: false; status: 400 | 404; message: string };

export async function closeAccount(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { staffId: number; memberId: number; body: CloseAccountBody },
): Promise<CloseAccountResult> {
  const { users, sessions, subscriptions, auditLog } = schema;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx): Promise<CloseAccountResult> => {
    const [member] = await tx.select().from(users).where(eq(users.id, input.memberId)).for('update');
    if (!member) return { ok: false, status: 404, message: m.memberNotFound };
    if (member.isAdmin || member.isCompany) return { ok: false, status: 400, message: m.cannotCloseStaff };
    if (!member.isActive) return { ok: false, status: 400, message: m.alreadyClosed };
    await tx.update(users).set({ isActive: false, updatedAt: now }).where(eq(users.id, member.id));
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, member.id), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    const cancelled = await tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancelledAt: now, nextChargeAt: null, updatedAt: now })
      .where(and(eq(subscriptions.userId, member.id), ne(subscriptions.status, 'cancelled')))
      .returning({ id: subscriptions.id, kind: subscriptions.kind, status: subscriptions.status });
    await tx.insert(auditLog).values({
      actorId: input.staffId,
      action: 'member.closed',
      entity: 'member',
      entityId: String(member.id),
      data: {
        reason: input.body.reason,
        before: { isActive: true, planStatus: member.planStatus },
        after: { isActive: false, sessionsRevoked: revoked.length, subscriptionsCancelled: cancelled.map((s) => s.id) },
      },
      at: now,
    });
    return { ok: true, sessionsRevoked: revoked.length, subscriptionsCancelled: cancelled.length };
  });
}
