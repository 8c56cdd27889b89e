import { z } from 'zod';
import { currencySchema } from './currency.js';
import { countInput, idInput, INT32_MAX, textInput } from './input.js';

// The staff calls of the members admin (issue 16 item 6): search members, read one member's
// profile, orders, commission lines and subscriptions, preview and apply a sponsor change, close an
// account. Decision 0019 says what a sponsor change and a closed account mean for commissions.

/** The answers' and form rules' messages. */
export const teamAdminMessages = {
  memberNotFound: 'Member not found',
  sponsorNotFound: 'Sponsor not found',
  unknownId: 'Unknown id',
  sponsorRequired: 'Choose the new sponsor',
  sponsorIsCustomer: 'This member cannot sponsor new members.',
  sponsorClosed: 'The new sponsor’s account is closed',
  sameSponsor: 'This member is already under this sponsor',
  ownDownline: 'A member can not be moved under themselves or their own downline',
  notMovable: 'Staff and the company account are not in the sponsor tree and can not be moved',
  reasonRequired: 'Give the reason for this change (at least 5 characters)',
  reasonTooLong: 'The reason can have at most 500 characters',
  dateRequired: 'Give the date the change takes effect (YYYY-MM-DD)',
  dateInFuture: 'A sponsor change takes effect today or on an earlier date, never a later one',
  dateInClosedPeriod: 'This date is in a closed commission period: choose a date after the last closed period',
  alreadyClosed: 'This account is already closed',
  cannotCloseStaff: 'Staff and the company account can not be closed here',
  sponsorChanged: 'Sponsor changed',
  accountClosed: 'Account closed',
  searchTooLong: 'Search with at most 100 characters',
} as const;

const m = teamAdminMessages;

/** A member id in the path: 1 to 2147483647 (400 otherwise, 2^31 included). */
export const adminMemberParamsSchema = z.object({ id: idInput(m.unknownId) });

/** Search: by name, e-mail or member id; pages of 20. */
export const adminMemberSearchQuerySchema = z.object({
  q: textInput(100, m.searchTooLong).transform((v) => v.trim()).default(''),
  page: countInput('page must be a whole number from 1', { min: 1, max: INT32_MAX }).default(1),
});
export type AdminMemberSearchQuery = z.infer<typeof adminMemberSearchQuerySchema>;

const memberType = z.enum(['customer', 'ambassador', 'scholar']);
const currency = currencySchema;

/** A member as a list row names them. */
export const adminMemberRowSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  member_type: memberType,
  plan_status: z.enum(['continue', 'stop']).nullable(),
  is_active: z.boolean(),
  is_admin: z.boolean(),
  is_company: z.boolean(),
  url_name: z.string().nullable(),
  join_date: z.string(),
  sponsor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRowSchema>;

export const adminMemberListSchema = z.object({
  members: z.array(adminMemberRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AdminMemberList = z.infer<typeof adminMemberListSchema>;

export const adminMemberOrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: z.string(),
  payment_status: z.string(),
  currency,
  total_minor: z.number().int(),
  refunded_minor: z.number().int(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});

export const adminMemberCommissionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['accrual', 'reversal']),
  order_number: z.string(),
  currency,
  base_minor: z.number().int(),
  rate_bps: z.number().int(),
  amount_minor: z.number().int(),
  paid_level: z.number().int(),
  status: z.enum(['held', 'payable', 'paid']),
  /** True when the line's period is closed: it can never change. */
  is_closed: z.boolean(),
  created_at: z.string(),
});

export const adminMemberSubscriptionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['autoship', 'scholar_plan']),
  status: z.string(),
  currency,
  amount_minor: z.number().int(),
  next_charge_at: z.string().nullable(),
});

/** One member for the staff profile page (read-only history: the latest 50 orders and lines). */
export const adminMemberDetailSchema = z.object({
  member: adminMemberRowSchema.extend({
    mobile: z.string().nullable(),
    language: z.string(),
    currency,
    last_login_at: z.string().nullable(),
    direct_count: z.number().int(),
    downline_count: z.number().int(),
    depth: z.number().int(),
  }),
  upline: z.array(z.object({ id: z.number().int(), name: z.string(), member_type: memberType })),
  orders: z.array(adminMemberOrderSchema),
  commissions: z.array(adminMemberCommissionSchema),
  subscriptions: z.array(adminMemberSubscriptionSchema),
  history: z.array(z.object({ action: z.string(), at: z.string(), reason: z.string().nullable(), actor_id: z.number().int().nullable() })),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

const dateInput = z.string({ error: m.dateRequired }).regex(/^\d{4}-\d{2}-\d{2}$/, m.dateRequired);

/** Preview body: the new sponsor and the date the change takes effect. */
export const sponsorPreviewBodySchema = z.object({
  sponsorId: idInput(m.sponsorRequired),
  effectiveFrom: dateInput,
});
export type SponsorPreviewBody = z.infer<typeof sponsorPreviewBodySchema>;

/** The change itself adds a required reason, kept in the audit log. */
export const sponsorChangeBodySchema = sponsorPreviewBodySchema.extend({
  reason: textInput(500, m.reasonTooLong).transform((v) => v.trim()).refine((v) => v.length >= 5, m.reasonRequired),
});
export type SponsorChangeBody = z.infer<typeof sponsorChangeBodySchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string(), member_type: memberType });

/** A commission line a sponsor change takes back (its id) or books (the id it will have once done). */
const changedLineSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  beneficiary: personSchema,
  currency,
  amount_minor: z.number().int(),
  paid_level: z.number().int(),
});

/** What a sponsor change would do, before it is done. */
export const sponsorPreviewSchema = z.object({
  member: personSchema,
  old_sponsor: personSchema.nullable(),
  new_sponsor: personSchema,
  effective_from: z.string(),
  /** The member and their whole downline move together; the downline stays under the member. */
  moving_count: z.number().int(),
  moving: z.array(personSchema.extend({ depth_below: z.number().int() })),
  old_upline: z.array(personSchema),
  new_upline: z.array(personSchema),
  /**
   * The open commission lines the change takes back: lines of orders paid on or after the date,
   * credited through the moving members, that the new upline does not pay the same way (decision
   * 0023). The first 50; open_line_count counts them all.
   */
  open_lines: z.array(changedLineSchema),
  open_line_count: z.number().int(),
  /** The lines the change books for the new upline on the same orders (the first 50, and how many). */
  new_lines: z.array(changedLineSchema),
  new_line_count: z.number().int(),
  /** Orders whose commission lines change. */
  order_count: z.number().int(),
  /** Lines booked through the moving members in closed periods: never changed. */
  closed_line_count: z.number().int(),
});
export type SponsorPreview = z.infer<typeof sponsorPreviewSchema>;

export const sponsorChangedSchema = z.object({ message: z.string(), preview: sponsorPreviewSchema });

/** Closing an account: a required reason, kept in the audit log. */
export const closeAccountBodySchema = z.object({
  reason: textInput(500, m.reasonTooLong).transform((v) => v.trim()).refine((v) => v.length >= 5, m.reasonRequired),
});
export type CloseAccountBody = z.infer<typeof closeAccountBodySchema>;

export const accountClosedSchema = z.object({
  message: z.string(),
  sessions_revoked: z.number().int(),
  subscriptions_cancelled: z.number().int(),
});
