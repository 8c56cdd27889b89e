// Staff operations (issue 16 item 9): the admin dashboard's figures, the e-mail outbox and the
// audit log. Amounts are 2-decimal numbers in their currency; dates ISO strings.
import { z } from 'zod';
import { currencySchema } from './currency.js';
import { outboxResponseSchema } from './accounts.js';
import { countInput, idInput, INT32_MAX, textInput } from './input.js';
import { defineRoute } from './route.js';
import { paginationSchema } from './member-orders.js';

const sales = z.array(z.object({ currency: currencySchema, orders: z.number().int(), total: z.number() }));

/** GET admin/overview: sales today and this month (shop time zone) per currency, and what waits for staff. */
export const staffOverviewSchema = z.object({
  success: z.literal(true),
  sales_today: sales,
  sales_month: sales,
  orders_to_ship: z.number().int(),
  returns_waiting: z.number().int(),
  failed_renewals: z.number().int(),
  outbox_failed: z.number().int(),
});
export type StaffOverview = z.infer<typeof staffOverviewSchema>;

/** GET admin/outbox?status=: the latest 50 e-mails, or only those of one status. */
export const outboxQuerySchema = z.object({ status: z.enum(['pending', 'sent', 'failed'], 'Unknown status').optional() });

/** GET admin/audit: who did what to which record, newest first; the text matches the action, record, or actor's e-mail. */
export const auditQuerySchema = z.object({
  q: textInput(100).optional(),
  entity: z.string().regex(/^[a-z_]{1,40}$/, 'Unknown record kind').optional(),
  page: countInput('page must be a whole number from 1', { min: 1, max: INT32_MAX }).default(1),
  per_page: countInput('per_page must be a whole number from 1 to 100', { min: 1, max: 100 }).default(25),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  data: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.object({ success: z.literal(true), data: z.array(auditEntrySchema), pagination: paginationSchema });
export type AuditList = z.infer<typeof auditListSchema>;

/** The outbox's answers. */
export const outboxMessages = {
  unknownEmail: 'Unknown e-mail',
  emailNotFound: 'E-mail not found',
  requeued: 'The e-mail will be sent again',
  alreadyQueued: 'This e-mail is already waiting to be sent',
  alreadySent: 'This e-mail was sent',
} as const;

/** POST admin/outbox/{id}/retry: the e-mail's id (1 to 2147483647). */
export const outboxRetryParamsSchema = z.object({ id: idInput(outboxMessages.unknownEmail) });

/**
 * What a retry did: a failed e-mail goes back in the queue once (is_requeued); a retry of one already
 * waiting or sent (a second click) changes nothing and says so.
 */
export const outboxRetrySchema = z.object({
  message: z.string(),
  id: z.number().int(),
  status: z.enum(['pending', 'sent', 'failed']),
  is_requeued: z.boolean(),
});
export type OutboxRetry = z.infer<typeof outboxRetrySchema>;

/** The staff operations calls described in the contract (decision 0020). */
export const staffOperationsRoutes = {
  overview: defineRoute({
    audience: 'admin',
    tags: ['admin'],
    method: 'GET',
    path: '/admin/overview',
    summary: 'Sales today and this month per currency (shop time zone), orders to ship, returns waiting, failed renewals, e-mails that failed',
    response: staffOverviewSchema,
    errors: [400, 401, 403],
  }),
  outbox: defineRoute({
    audience: 'admin',
    tags: ['admin'],
    method: 'GET',
    path: '/admin/outbox',
    summary: 'The latest 50 e-mails, newest first (status=failed: those that could not be sent)',
    query: outboxQuerySchema,
    response: outboxResponseSchema,
    errors: [400, 401, 403],
  }),
  audit: defineRoute({
    audience: 'admin',
    tags: ['admin'],
    method: 'GET',
    path: '/admin/audit',
    summary: "The audit log, newest first: who did what, when, with the record's before and after",
    query: auditQuerySchema,
    response: auditListSchema,
    errors: [400, 401, 403],
  }),
  retryEmail: defineRoute({
    audience: 'admin',
    tags: ['admin'],
    method: 'POST',
    path: '/admin/outbox/:id/retry',
    summary: 'Send a failed e-mail again: it goes back in the queue once, however often it is asked; audited',
    params: outboxRetryParamsSchema,
    response: outboxRetrySchema,
    errors: [400, 401, 403, 404],
  }),
};
