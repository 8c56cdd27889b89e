// The first version of the compensation plan, as data (docs/compensation-plan.md explains it).
import { planVersion1, rulesOf } from '@upline/domain/commissions';
import type { Database } from '../database.js';
import { commissionPlanVersions } from '../schema/commissions.js';

/** Plan v1 exactly as COMPENSATION-PLAN.md describes it: the rules row the engine reads. */
export const commissionPlanV1 = rulesOf(planVersion1);

export async function seedCommissionPlan(db: Database): Promise<void> {
  await db
    .insert(commissionPlanVersions)
    .values({ version: planVersion1.version, effectiveFrom: new Date('2026-01-01T00:00:00Z'), rules: commissionPlanV1, notes: 'Initial plan' })
    .onConflictDoNothing();
}
