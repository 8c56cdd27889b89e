// A year of demo business, so that the income disclosure, Earnings History and the team pages
// show real distributions: a few hundred generated members in new branches under the company
// account (the named demo members' teams are left as they are), and 1,200 paid orders
// between 1 November 2025 and 14 November 2026 with their commission lines, computed by the
// plan's own upline walk (packages/domain), and a few refunds with their reversal lines.
// Deterministic: one seeded random generator, fixed dates. Written in a handful of multi-row
// inserts, so it costs about a second of processor time on the embedded database. Seeding again changes nothing.
import { eq } from 'drizzle-orm';
import { defaultShopTimeZone, planFromRow } from '@upline/domain/commissions';
import type { Database } from '../database.js';
import { users } from '../schema/accounts.js';
import { commissionPlanVersions } from '../schema/commissions.js';
import { memberTree } from '../schema/team.js';
import { generateMembers, insertMembers } from './demo-members.js';
import { generateOrders, loadCatalogue } from './demo-orders.js';
import { demoHistory } from './demo-rows.js';

export { demoHistory } from './demo-rows.js';

export interface DemoHistoryOptions {
  /** The shop's calendar for periods (SHOP_TIME_ZONE); default America/Toronto. */
  timeZone?: string;
}

/** Mulberry32: a small, fast, seeded generator (the same history on every machine). */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export async function seedDemoHistory(db: Database, opts: DemoHistoryOptions = {}): Promise<void> {
  const timeZone = opts.timeZone ?? defaultShopTimeZone;
  const marker = `member001@${demoHistory.emailDomain}`;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, marker));
  if (existing) return;
  const [company] = await db.select({ id: users.id, path: memberTree.path, depth: memberTree.depth }).from(users).innerJoin(memberTree, eq(memberTree.memberId, users.id)).where(eq(users.isCompany, true));
  const [planRow] = await db.select().from(commissionPlanVersions).orderBy(commissionPlanVersions.effectiveFrom).limit(1);
  if (!company || !planRow) return;
  const plan = planFromRow(planRow);
  const random = seededRandom(20_260_105);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

  const members = await generateMembers(db, company, random, pick);
  await insertMembers(db, members, company.id);
  const catalogue = await loadCatalogue(db);
  if (catalogue.length === 0) return;
  await generateOrders(db, { plan, timeZone, members, company, catalogue, random, pick });
}
