import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  closePeriodResponseSchema,
  commissionCloseMessages as m,
  createPayoutBodySchema,
  payoutBatchListSchema,
  payoutBatchResponseSchema,
  periodIdParamsSchema,
  periodPreviewSchema,
  staffPeriodListSchema,
  whatIfBodySchema,
  whatIfRunSchema,
} from '@upline/contract/commission-close';
import { errorBodySchema } from '@upline/contract/errors';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import { requireAdmin } from '../../http/session.js';
import { closePeriod, type CloseFailure } from './close-period.js';
import { listPeriods, previewPeriod } from './period-preview.js';
import { loadWhatIf, runWhatIf } from './what-if.js';
import { batchCsv, exportPayables, listBatches, markBatchPaid, toPayoutBatch } from './payouts.js';

const staff = { config: { audience: 'admin' as const } };
const security = [{ bearer: [] as string[] }, { cookie: [] as string[] }] as Record<string, string[]>[];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const tags = ['admin', 'commissions'];

const closeError = (code: CloseFailure) => {
  const table: Record<CloseFailure, [number, string]> = {
    period_not_found: [404, m.periodNotFound],
    period_not_ended: [409, m.periodNotEnded],
    lines_on_hold: [409, m.linesOnHold],
    earlier_period_open: [409, m.earlierPeriodOpen],
  };
  const [status, message] = table[code];
  return new AppError(status, code, message);
};

/** Staff: periods, the close preview, closing by hand, payout batches (CSV) and marking them paid. */
export function commissionStaffRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const timeZone = deps.config.shopTimeZone;

    r.get('/admin/commissions/periods', {
      ...staff,
      schema: { security, tags, summary: 'Every commission period (schedule and currency) with its status and statement count, newest first', response: { 200: staffPeriodListSchema, ...errors } },
    }, async (request) => {
      requireAdmin(request);
      return { success: true as const, periods: await listPeriods(deps.db, deps.clock.now()) };
    });

    r.get('/admin/commissions/periods/:id/preview', {
      ...staff,
      schema: { security, tags, summary: "A period's close: per member accruals, reversals, carried balance and statement; totals, payout share of BV, breakage", params: periodIdParamsSchema, response: { 200: periodPreviewSchema, ...errors } },
    }, async (request) => {
      requireAdmin(request);
      const preview = await previewPeriod(deps.db, { periodId: request.params.id, now: deps.clock.now(), timeZone });
      if (!preview) throw closeError('period_not_found');
      return preview;
    });

    r.post('/admin/commissions/periods/:id/close', {
      ...staff,
      schema: { security, tags, summary: 'Close a period by hand: one statement per member, once (closing again changes nothing)', params: periodIdParamsSchema, response: { 200: closePeriodResponseSchema, ...errors } },
    }, async (request) => {
      const admin = requireAdmin(request);
      const now = deps.clock.now();
      const result = await closePeriod(deps.db, { periodId: request.params.id, now, timeZone, actorId: admin.id });
      if (!result.ok) throw closeError(result.code);
      const preview = await previewPeriod(deps.db, { periodId: request.params.id, now, timeZone });
      if (!preview) throw closeError('period_not_found');
      return { success: true as const, message: result.alreadyClosed ? 'This period was already closed.' : 'The period is closed.', closed_now: !result.alreadyClosed, statements: result.statements, period: preview.period };
    });

    r.get('/admin/commissions/payouts', {
      ...staff,
      schema: { security, tags, summary: 'Payout batches, newest first, and what is payable and not yet exported per currency', response: { 200: payoutBatchListSchema, ...errors } },
    }, async (request) => {
      requireAdmin(request);
      return { success: true as const, ...(await listBatches(deps.db)) };
    });

    r.post('/admin/commissions/payouts', {
      ...staff,
      schema: { security, tags, summary: 'Export every payable statement of a currency not yet exported as one payout batch', body: createPayoutBodySchema, response: { 200: payoutBatchResponseSchema, ...errors } },
    }, async (request) => {
      const admin = requireAdmin(request);
      const result = await exportPayables(deps.db, { currency: request.body.currency, actorId: admin.id, now: deps.clock.now() });
      if (!result.ok) throw new AppError(409, result.code, m.nothingToExport);
      return { success: true as const, message: 'The payable statements are exported.', batch: toPayoutBatch(result.batch) };
    });

    r.get('/admin/commissions/payouts/:id/csv', {
      ...staff,
      schema: { security, tags, summary: 'A payout batch as CSV for the payout provider', params: periodIdParamsSchema, produces: ['text/csv'], response: { 200: z.string(), ...errors } },
    }, async (request, reply) => {
      requireAdmin(request);
      const csv = await batchCsv(deps.db, request.params.id);
      if (csv === null) throw new AppError(404, 'batch_not_found', m.batchNotFound);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="commission-payout-${request.params.id}.csv"`)
        .send(csv);
    });

    r.post('/admin/commissions/payouts/:id/paid', {
      ...staff,
      schema: { security, tags, summary: 'Mark a payout batch and its statements paid (again changes nothing)', params: periodIdParamsSchema, response: { 200: payoutBatchResponseSchema, ...errors } },
    }, async (request) => {
      const admin = requireAdmin(request);
      const result = await markBatchPaid(deps.db, { batchId: request.params.id, actorId: admin.id, now: deps.clock.now() });
      if (!result.ok) throw new AppError(404, result.code, m.batchNotFound);
      return { success: true as const, message: result.alreadyPaid ? 'This batch was already paid.' : 'The batch is marked paid.', batch: toPayoutBatch(result.batch) };
    });

    r.post('/admin/commissions/what-if', {
      ...staff,
      schema: {
        security,
        tags,
        summary: 'Run a proposed plan version (the rules of a plan row) over closed periods: per member and in total, actual and proposed accruals, payout share and breakage; the ledger is not touched',
        body: whatIfBodySchema,
        response: { 200: whatIfRunSchema, ...errors },
      },
    }, async (request) => {
      const admin = requireAdmin(request);
      const result = await runWhatIf(deps.db, { rules: request.body.plan, name: request.body.name, periodIds: request.body.period_ids, actorId: admin.id, now: deps.clock.now(), timeZone });
      if (!result.ok) throw result.code === 'period_not_found' ? closeError('period_not_found') : new AppError(409, result.code, m.periodsNotClosed);
      const run = await loadWhatIf(deps.db, result.runId);
      if (!run) throw new AppError(404, 'run_not_found', m.runNotFound);
      return { success: true as const, run };
    });

    r.get('/admin/commissions/what-if/:id', {
      ...staff,
      schema: { security, tags, summary: 'A stored what-if run with its totals and members', params: periodIdParamsSchema, response: { 200: whatIfRunSchema, ...errors } },
    }, async (request) => {
      requireAdmin(request);
      const run = await loadWhatIf(deps.db, request.params.id);
      if (!run) throw new AppError(404, 'run_not_found', m.runNotFound);
      return { success: true as const, run };
    });
  };
}
