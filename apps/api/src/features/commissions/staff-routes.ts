import type { FastifyInstance } from 'fastify';
import { commissionCloseMessages as m } from '@upline/contract/commission-close';
import { commissionStaffRoutes as calls } from '@upline/contract/commission-staff-routes';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import { registerRoute } from '../../http/route.js';
import { requireAdmin } from '../../http/session.js';
import { closePeriod, type CloseFailure } from './close-period.js';
import { listPeriods, previewPeriod } from './period-preview.js';
import { loadWhatIf, runWhatIf } from './what-if.js';
import { batchCsv, exportPayables, listBatches, markBatchPaid, toPayoutBatch } from './payouts.js';

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
    const timeZone = deps.config.shopTimeZone;

    registerRoute(app, calls.periods, async () => {
      return { success: true as const, periods: await listPeriods(deps.db, deps.clock.now()) };
    });

    registerRoute(app, calls.preview, async (request) => {
      const preview = await previewPeriod(deps.db, { periodId: request.params.id, now: deps.clock.now(), timeZone });
      if (!preview) throw closeError('period_not_found');
      return preview;
    });

    registerRoute(app, calls.closePeriod, async (request) => {
      const admin = requireAdmin(request);
      const now = deps.clock.now();
      const result = await closePeriod(deps.db, { periodId: request.params.id, now, timeZone, actorId: admin.id });
      if (!result.ok) throw closeError(result.code);
      const preview = await previewPeriod(deps.db, { periodId: request.params.id, now, timeZone });
      if (!preview) throw closeError('period_not_found');
      return { success: true as const, message: result.alreadyClosed ? 'This period was already closed.' : 'The period is closed.', closed_now: !result.alreadyClosed, statements: result.statements, period: preview.period };
    });

    registerRoute(app, calls.payouts, async () => {
      return { success: true as const, ...(await listBatches(deps.db)) };
    });

    registerRoute(app, calls.exportPayables, async (request) => {
      const admin = requireAdmin(request);
      const result = await exportPayables(deps.db, { currency: request.body.currency, actorId: admin.id, now: deps.clock.now() });
      if (!result.ok) throw new AppError(409, result.code, m.nothingToExport);
      return { success: true as const, message: 'The payable statements are exported.', batch: toPayoutBatch(result.batch) };
    });

    registerRoute(app, calls.payoutCsv, async (request, reply) => {
      const csv = await batchCsv(deps.db, request.params.id);
      if (csv === null) throw new AppError(404, 'batch_not_found', m.batchNotFound);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="commission-payout-${request.params.id}.csv"`)
        .send(csv);
    });

    registerRoute(app, calls.markPaid, async (request) => {
      const admin = requireAdmin(request);
      const result = await markBatchPaid(deps.db, { batchId: request.params.id, actorId: admin.id, now: deps.clock.now() });
      if (!result.ok) throw new AppError(404, result.code, m.batchNotFound);
      return { success: true as const, message: result.alreadyPaid ? 'This batch was already paid.' : 'The batch is marked paid.', batch: toPayoutBatch(result.batch) };
    });

    registerRoute(app, calls.whatIf, async (request) => {
      const admin = requireAdmin(request);
      const result = await runWhatIf(deps.db, { rules: request.body.plan, name: request.body.name, periodIds: request.body.period_ids, actorId: admin.id, now: deps.clock.now(), timeZone });
      if (!result.ok) throw result.code === 'period_not_found' ? closeError('period_not_found') : new AppError(409, result.code, m.periodsNotClosed);
      const run = await loadWhatIf(deps.db, result.runId);
      if (!run) throw new AppError(404, 'run_not_found', m.runNotFound);
      return { success: true as const, run };
    });

    registerRoute(app, calls.whatIfRun, async (request) => {
      const run = await loadWhatIf(deps.db, request.params.id);
      if (!run) throw new AppError(404, 'run_not_found', m.runNotFound);
      return { success: true as const, run };
    });
  };
}
