import { z } from 'zod';
import {
  closePeriodResponseSchema,
  createPayoutBodySchema,
  payoutBatchListSchema,
  payoutBatchResponseSchema,
  periodIdParamsSchema,
  periodPreviewSchema,
  staffPeriodListSchema,
  whatIfBodySchema,
  whatIfRunSchema,
} from './commission-close.js';
import { defineRoute, routeUrl } from './route.js';

// The staff calls of commissions (decision 0020): the periods, a close's preview, closing by hand,
// payout batches, a batch as CSV and marking them paid, what-if runs. The CSV is a download, not a
// JSON call: the web links to it (payoutCsvPath).

const staff = { audience: 'admin', tags: ['admin', 'commissions'], errors: [400, 401, 403, 404, 409] } as const;

export const commissionStaffRoutes = {
  periods: defineRoute({
    ...staff,
    method: 'GET',
    path: '/admin/commissions/periods',
    summary: 'Every commission period (schedule and currency) with its status and statement count, newest first',
    response: staffPeriodListSchema,
  }),
  preview: defineRoute({
    ...staff,
    method: 'GET',
    path: '/admin/commissions/periods/:id/preview',
    summary: "A period's close: per member accruals, reversals, carried balance and statement; totals, payout share of BV, breakage",
    params: periodIdParamsSchema,
    response: periodPreviewSchema,
  }),
  closePeriod: defineRoute({
    ...staff,
    method: 'POST',
    path: '/admin/commissions/periods/:id/close',
    summary: 'Close a period by hand: one statement per member, once (closing again changes nothing)',
    params: periodIdParamsSchema,
    response: closePeriodResponseSchema,
  }),
  payouts: defineRoute({
    ...staff,
    method: 'GET',
    path: '/admin/commissions/payouts',
    summary: 'Payout batches, newest first, and what is payable and not yet exported per currency',
    response: payoutBatchListSchema,
  }),
  exportPayables: defineRoute({
    ...staff,
    method: 'POST',
    path: '/admin/commissions/payouts',
    summary: 'Export every payable statement of a currency not yet exported as one payout batch',
    body: createPayoutBodySchema,
    response: payoutBatchResponseSchema,
  }),
  /** The batch's file for the payout provider (text/csv, as an attachment). */
  payoutCsv: defineRoute({
    ...staff,
    method: 'GET',
    path: '/admin/commissions/payouts/:id/csv',
    summary: 'A payout batch as CSV for the payout provider',
    params: periodIdParamsSchema,
    produces: 'text/csv',
    response: z.string(),
  }),
  markPaid: defineRoute({
    ...staff,
    method: 'POST',
    path: '/admin/commissions/payouts/:id/paid',
    summary: 'Mark a payout batch and its statements paid (again changes nothing)',
    params: periodIdParamsSchema,
    response: payoutBatchResponseSchema,
  }),
  whatIf: defineRoute({
    ...staff,
    method: 'POST',
    path: '/admin/commissions/what-if',
    summary:
      'Run a proposed plan version (the rules of a plan row) over closed periods: per member and in total, actual and proposed accruals, payout share and breakage; the ledger is not touched',
    body: whatIfBodySchema,
    response: whatIfRunSchema,
  }),
  whatIfRun: defineRoute({
    ...staff,
    method: 'GET',
    path: '/admin/commissions/what-if/:id',
    summary: 'A stored what-if run with its totals and members',
    params: periodIdParamsSchema,
    response: whatIfRunSchema,
  }),
};

/** GET admin/commissions/payouts/{id}/csv: the link that downloads a batch (the session cookie goes with it). */
export const payoutCsvPath = (id: number) => `/api${routeUrl(commissionStaffRoutes.payoutCsv, { params: { id } })}`;
