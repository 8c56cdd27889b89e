import { asc, desc, lte } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import { planFromRow, type CommissionPlan } from '@upline/domain/commissions';

export interface PlanVersion {
  id: number;
  plan: CommissionPlan;
}

/**
 * The plan version in effect at an instant (the newest effective_from not after it; the first
 * version for anything earlier). Its numbers come from the row, never from code.
 */
export async function planVersionAt(tx: Database, at: Date): Promise<PlanVersion> {
  const { commissionPlanVersions: versions } = schema;
  let [row] = await tx.select().from(versions).where(lte(versions.effectiveFrom, at)).orderBy(desc(versions.effectiveFrom), desc(versions.version)).limit(1);
  if (!row) [row] = await tx.select().from(versions).orderBy(asc(versions.effectiveFrom)).limit(1);
  if (!row) throw new Error('no commission plan version is installed');
  return { id: row.id, plan: planFromRow(row) };
}
