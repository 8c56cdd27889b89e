import type { Database } from '@upline/db';
import { schema } from '@upline/db';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Which template produced it (password_reset, welcome, ...), for staff and for tests. */
  template: string;
}

/** Sends e-mail. Every message goes to the email_outbox table first (ARCHITECTURE §3). */
export interface Mailer {
  send(msg: MailMessage): Promise<void>;
}

/**
 * The mailer the API uses: queues the message in email_outbox. With SMTP configured, the
 * mail-delivery job sends queued messages; without it they stay readable in the admin outbox.
 */
export function createOutboxMailer(db: Database, now: () => Date): Mailer {
  return {
    async send(msg) {
      const at = now();
      await db.insert(schema.emailOutbox).values({
        to: msg.to,
        subject: msg.subject,
        html: msg.html,
        text: msg.text,
        template: msg.template,
        createdAt: at,
        nextAttemptAt: at,
      });
    },
  };
}

/** Escapes text for the HTML part of an e-mail. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
