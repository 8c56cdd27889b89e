import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { schema } from '@upline/db';
import { outboxMessages, staffOperationsRoutes as calls } from '@upline/contract/staff-operations';
import type { AppDeps } from '../deps.js';
import { notFound } from '../http/errors.js';
import { registerRoute } from '../http/route.js';
import { requireAdmin } from '../http/session.js';
import { retryEmail } from './retry-email.js';

/** Staff read what the shop e-mailed (the only place to read it when no SMTP server is configured), and send a failed e-mail again. */
export function outboxRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerRoute(app, calls.outbox, async (request) => {
      const { emailOutbox } = schema;
      const status = request.query.status;
      const rows = await deps.db.select().from(emailOutbox).where(status ? eq(emailOutbox.status, status) : undefined).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(50);
      return {
        messages: rows.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          template: m.template,
          status: m.status,
          attempts: m.attempts,
          last_error: m.lastError,
          created_at: m.createdAt.toISOString(),
          sent_at: m.sentAt?.toISOString() ?? null,
          text: m.text,
          html: m.html,
        })),
      };
    });

    registerRoute(app, calls.retryEmail, async (request) => {
      const admin = requireAdmin(request);
      const answer = await retryEmail(deps.db, { staffId: admin.id, id: request.params.id, now: deps.clock.now() });
      if (!answer) throw notFound(outboxMessages.emailNotFound);
      return answer;
    });
  };
}
