import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { MoneyBackGuarantee } from '@upline/contract/guarantee';

/**
 * The `money_back_guarantee` setting: the guarantee the care team honours (storefront §9: 45 days;
 * the legal pages' terms). No row, or a row that does not parse, means no guarantee is claimed.
 */
export const moneyBackGuaranteeSettingSchema = z.object({
  days: z.number().int().min(1).max(365),
  first_purchase_only: z.boolean(),
  units_per_product: z.number().int().min(1).nullable(),
  refunds_shipping: z.boolean(),
  product_ids: z.array(z.number().int().positive()).nullable(),
});

export async function loadMoneyBackGuarantee(db: Database): Promise<MoneyBackGuarantee | null> {
  const [row] = await db
    .select({ value: schema.settings.value })
    .from(schema.settings)
    .where(eq(schema.settings.key, 'money_back_guarantee'))
    .limit(1);
  const parsed = moneyBackGuaranteeSettingSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}
