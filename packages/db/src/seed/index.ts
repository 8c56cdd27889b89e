// The demo seed: every capability's reference and demo data, idempotently. Running it again
// inserts nothing (natural keys or fixed ids with ON CONFLICT DO NOTHING) and changes nothing.
import { sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { seedCategories, seedProducts, seedReviews } from './catalogue.js';
import { seedCommissionPlan } from './commissions.js';
import { seedDemoHistory } from './demo-history.js';
import { seedArticles, seedCmsPages, seedNavigation, seedTestimonialsAndTeam, seedTranslations } from './content.js';
import { seedGeo } from './geo.js';
import { seedLanguages } from './languages.js';
import { seedMembers } from './members.js';
import { seedCoupons, seedOffers } from './promotions.js';
import { seedRefundPolicy } from './returns.js';
import { bumpSequences } from './sequences.js';
import { seedShipping } from './shipping.js';
import { seedTaxRates } from './tax.js';

export interface SeedOptions {
  /** Password of the staff admin account when it is created; default 'Admin#2026'. */
  adminPassword?: string;
  /**
   * Create the demo sponsor tree (ava, sam, leo, ... with password 'Demo#2026'); default true.
   * Production deployments pass false: only the company account and the admin are created.
   */
  includeDemoMembers?: boolean;
  /**
   * Add a year of generated demo business (a few hundred members under the company account, their
   * paid orders and commission lines); default: the same as includeDemoMembers.
   */
  includeDemoHistory?: boolean;
  /** The shop's calendar for the demo history's commission periods (SHOP_TIME_ZONE). */
  timeZone?: string;
}

/** Arbitrary constant naming the seed's advisory lock, so that two processes never seed at once. */
const seedLockKey = 7_430_112;

export async function seedDatabase(db: Database, opts: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    await seedLanguages(tx);
    await seedGeo(tx);
    await seedNavigation(tx);
    await seedCmsPages(tx);
    await seedArticles(tx);
    await seedTestimonialsAndTeam(tx);
    await seedTranslations(tx);
    await seedCategories(tx);
    await seedProducts(tx);
    await seedReviews(tx);
    await seedCoupons(tx);
    await seedOffers(tx);
    await seedRefundPolicy(tx);
    await seedShipping(tx);
    await seedTaxRates(tx);
    await seedCommissionPlan(tx);
    await seedMembers(tx, { adminPassword: opts.adminPassword, includeDemoMembers: opts.includeDemoMembers });
    if (opts.includeDemoHistory ?? opts.includeDemoMembers ?? true) await seedDemoHistory(tx, { timeZone: opts.timeZone });
    await bumpSequences(tx);
  });
}

export { seedMembers } from './members.js';
export { demoHistory, seedDemoHistory } from './demo-history.js';
export { members as demoMembers, adminEmail, defaultAdminPassword } from './data/members.js';
