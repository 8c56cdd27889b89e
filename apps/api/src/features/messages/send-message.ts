import { and, eq, gt, sql } from 'drizzle-orm';
import { schema } from '@upline/db';
import { checkSendAllowance, SEND_WINDOW_MS, type SendAllowance } from '@upline/domain/messages';
import type { AppDeps } from '../../deps.js';
import { sanitizeMessageHtml, textOfHtml } from '../content/sanitize-html.js';
import { emptyTreeRow, treeRowOf } from '../team/downline.js';
import { messageNoticeEmail } from './notice-email.js';
import { noticeUnsubscribeLink } from './notice-token.js';
import { recipientsAmong } from './recipients.js';

// POST user/messages: one message to some of the sender's customers, ambassadors and scholars,
// in one transaction: the team check, the daily flood limit, the message, its recipients and
// their e-mail notices are all kept, or none is.

/** The advisory-lock namespace of a sender's sends ('MSGS'): one send per sender at a time. */
const SEND_LOCK_NAMESPACE = 0x4d534753;

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

export type SendResult =
  | { ok: true; id: number; recipients: number }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'not-in-team' }
  | (Extract<SendAllowance, { ok: false }> & { ok: false });

export async function sendMessage(deps: Deps, input: { senderId: number; subject: string; body: string; recipientIds: number[] }): Promise<SendResult> {
  // The body is cleaned before anything else looks at it: what is stored is what passed the allow-list.
  const body = sanitizeMessageHtml(input.body);
  if (textOfHtml(body) === '') return { ok: false, reason: 'empty' };
  const ids = [...new Set(input.recipientIds)];
  if (ids.includes(input.senderId)) return { ok: false, reason: 'not-in-team' };
  const now = deps.clock.now();

  return deps.db.transaction(async (tx): Promise<SendResult> => {
    // Sends of one member queue here, so two at once cannot both pass the limit on the same count.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEND_LOCK_NAMESPACE}, ${input.senderId})`);
    const caller = (await treeRowOf(tx, input.senderId)) ?? emptyTreeRow(input.senderId);
    const recipients = await recipientsAmong(tx, caller, ids);
    if (recipients.length !== ids.length) return { ok: false, reason: 'not-in-team' };

    const m = schema.messages;
    const since = new Date(now.getTime() - SEND_WINDOW_MS);
    const [sent] = await tx
      .select({ sentMessages: sql<number>`count(*)::int`, sentRecipients: sql<number>`coalesce(sum(${m.recipientCount}), 0)::int` })
      .from(m)
      .where(and(eq(m.senderId, input.senderId), gt(m.createdAt, since)));
    const allowance = checkSendAllowance(sent ?? { sentMessages: 0, sentRecipients: 0 }, ids.length, deps.config.messageLimits);
    if (!allowance.ok) return allowance;

    const [message] = await tx
      .insert(m)
      .values({ senderId: input.senderId, subject: input.subject, bodyHtml: body, recipientCount: ids.length, createdAt: now })
      .returning({ id: m.id });
    if (!message) throw new Error('message not inserted');
    await tx.insert(schema.messageRecipients).values(ids.map((recipientId) => ({ messageId: message.id, recipientId })));

    const [sender] = await tx.select({ firstname: schema.users.firstname, lastname: schema.users.lastname }).from(schema.users).where(eq(schema.users.id, input.senderId));
    const notices = recipients
      .filter((r) => !r.isOptedOut)
      .map((r) =>
        messageNoticeEmail({
          to: r.email,
          firstname: r.firstname,
          language: r.language,
          sender: { id: input.senderId, firstname: sender?.firstname ?? '', lastname: sender?.lastname ?? '' },
          subject: input.subject,
          readLink: `${deps.config.publicUrl}/user/message-details/${message.id}`,
          unsubscribeLink: noticeUnsubscribeLink(deps.config.publicUrl, r.id, deps.config.encryptionKey),
          postalAddress: deps.config.companyPostalAddress,
        }),
      );
    if (notices.length > 0) await tx.insert(schema.emailOutbox).values(notices.map((n) => ({ ...n, createdAt: now, nextAttemptAt: now })));
    return { ok: true, id: message.id, recipients: ids.length };
  });
}
