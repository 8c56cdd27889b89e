import { and, eq } from 'drizzle-orm';
import { schema } from '@upline/db';
import type { AppDeps } from '../deps.js';
import { escapeHtml } from './mailer.js';

export interface StaffAlert {
  /** What happened, in a line; it becomes the e-mail's subject. */
  subject: string;
  /** What was done and what staff should check, in plain text. */
  text: string;
}

/**
 * Tells staff about something the shop handled on its own but a person must know (an extra
 * charge refunded, a provider that disagreed about an amount): one e-mail to every staff
 * account, through the outbox, so it is kept even when e-mail delivery is off.
 */
export async function alertStaff(deps: Pick<AppDeps, 'db' | 'mailer'>, alert: StaffAlert): Promise<number> {
  const staff = await deps.db.select({ email: schema.users.email }).from(schema.users).where(and(eq(schema.users.isAdmin, true), eq(schema.users.isActive, true)));
  for (const { email } of staff) {
    await deps.mailer.send({
      to: email,
      subject: `[Upline staff] ${alert.subject}`,
      text: alert.text,
      html: `<p>${escapeHtml(alert.text).replaceAll('\n', '<br>')}</p>`,
      template: 'staff_alert',
    });
  }
  return staff.length;
}
