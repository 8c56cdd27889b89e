import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { RefundPolicy } from '@upline/domain/orders';

/** The `refund_policy` setting: what accounts §9 fixes (8 business hours, 30 days, 15%) unless staff change it. */
export const refundPolicySettingSchema = z.object({
  cancel_business_hours: z.number().int().min(0).max(240).default(8),
  return_window_days: z.number().int().min(0).max(365).default(30),
  restocking_fee_bps: z.number().int().min(0).max(10_000).default(1500),
  /** Local opening hours, HH:MM. */
  opens_at: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/).default('09:00'),
  closes_at: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/).default('17:00'),
  /** 0 = Sunday .. 6 = Saturday. */
  workdays: z.array(z.number().int().min(0).max(6)).default([1, 2, 3, 4, 5]),
  /** Local dates the shop is closed, YYYY-MM-DD. */
  holidays: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).default([]),
});
export type RefundPolicySetting = z.infer<typeof refundPolicySettingSchema>;

const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The shop's refund policy: the setting row (defaults for what it leaves out) on the shop's calendar. */
export async function loadRefundPolicy(db: Database, timeZone: string): Promise<RefundPolicy> {
  const [row] = await db.select({ value: schema.settings.value }).from(schema.settings).where(eq(schema.settings.key, 'refund_policy')).limit(1);
  const parsed = refundPolicySettingSchema.safeParse(row?.value ?? {});
  const s = parsed.success ? parsed.data : refundPolicySettingSchema.parse({});
  return {
    cancelBusinessHours: s.cancel_business_hours,
    returnWindowDays: s.return_window_days,
    restockingFeeBps: s.restocking_fee_bps,
    calendar: { timeZone, opensAtMinute: minuteOf(s.opens_at), closesAtMinute: minuteOf(s.closes_at), workdays: s.workdays, holidays: s.holidays },
  };
}
