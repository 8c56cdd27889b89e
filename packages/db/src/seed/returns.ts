// The shop's promises as settings rows staff may change: the refund policy the Return action
// applies (docs/refund-policy.md, accounts §9's numbers) and the money-back guarantee the care
// team honours. The storefront states both from GET guarantee.
import type { Database } from '../database.js';
import { settings } from '../schema/platform.js';

export const demoRefundPolicy = {
  cancel_business_hours: 8,
  return_window_days: 30,
  restocking_fee_bps: 1500,
  opens_at: '09:00',
  closes_at: '17:00',
  workdays: [1, 2, 3, 4, 5],
  holidays: [] as string[],
};

/** Storefront §9's 45-day money-back guarantee, on the legal pages' terms (first purchase, one unit). */
export const demoMoneyBackGuarantee = {
  days: 45,
  first_purchase_only: true,
  units_per_product: 1,
  refunds_shipping: false,
  product_ids: null,
};

export async function seedRefundPolicy(db: Database): Promise<void> {
  await db
    .insert(settings)
    .values([
      { key: 'refund_policy', value: demoRefundPolicy },
      { key: 'money_back_guarantee', value: demoMoneyBackGuarantee },
    ])
    .onConflictDoNothing();
}
