// The first version of the compensation plan, as data (docs/compensation-plan.md explains it).
import type { Database } from '../database.js';
import { commissionPlanVersions } from '../schema/commissions.js';

/**
 * Plan v1: ambassadors earn 20% of commission volume on level 1 and 10% on level 2; members
 * who do not qualify are compressed over; lines are held for the 30-day refund window.
 */
export const commissionPlanV1 = {
  levels: [
    { level: 1, rateBps: 2000 },
    { level: 2, rateBps: 1000 },
  ],
  qualifyingMemberTypes: ['ambassador'],
  compression: 'skip-non-qualifying',
  holdDays: 30,
  periods: ['biweekly', 'monthly'],
  biweeklyAnchor: '2026-01-05',
  currencies: ['USD', 'CAD'],
} as const;

export async function seedCommissionPlan(db: Database): Promise<void> {
  await db
    .insert(commissionPlanVersions)
    .values({ version: 1, effectiveFrom: new Date('2026-01-01T00:00:00Z'), rules: commissionPlanV1, notes: 'Initial plan' })
    .onConflictDoNothing();
}
