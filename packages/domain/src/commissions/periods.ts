// Periods (plan §4): bi-weekly periods of 14 days from the plan's anchor Monday (2026-01-05 in
// version 1) and calendar months, both on the shop's calendar (SHOP_TIME_ZONE, default
// America/Toronto). A line belongs to the one period of its schedule that contains the time its
// order was paid; it is held until paid time + holdDays.
import type { CommissionPlan, PayoutSchedule } from './plan.js';

export const defaultShopTimeZone = 'America/Toronto';

export interface Period {
  kind: PayoutSchedule;
  /** Inclusive local dates, YYYY-MM-DD. */
  startsOn: string;
  endsOn: string;
}

const DAY_MS = 86_400_000;

// Making a DateTimeFormat costs far more than using one (a team page dates hundreds of members):
// one per time zone, kept.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  return format;
}

/** The shop's calendar date (YYYY-MM-DD) at an instant, read from the time zone's rules. */
function formatLocalDate(at: Date, timeZone: string): string {
  const parts = dateFormatIn(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

// Since 1980 every zone's offsets and transitions fall on quarter hours, so the local date is the
// same for every instant of a quarter hour of UTC: one reading per quarter hour, kept per zone (a
// team page dates hundreds of members who joined in far fewer quarter hours; reading the zone
// costs about 10 µs, a lookup well under one). Earlier instants are read each time.
const QUARTER_HOUR_MS = 900_000;
const QUARTER_HOURS_FROM = Date.UTC(1980, 0, 1) / QUARTER_HOUR_MS;
const MAX_KEPT_QUARTERS = 50_000;
const datesByQuarter = new Map<string, Map<number, string>>();

/** The shop's calendar date (YYYY-MM-DD) at an instant. */
export function localDate(at: Date, timeZone: string): string {
  const quarter = Math.floor(at.getTime() / QUARTER_HOUR_MS);
  if (!(quarter >= QUARTER_HOURS_FROM)) return formatLocalDate(at, timeZone);
  let kept = datesByQuarter.get(timeZone);
  if (!kept) datesByQuarter.set(timeZone, (kept = new Map()));
  let date = kept.get(quarter);
  if (date === undefined) {
    if (kept.size >= MAX_KEPT_QUARTERS) kept.clear();
    date = formatLocalDate(new Date(quarter * QUARTER_HOUR_MS), timeZone);
    kept.set(quarter, date);
  }
  return date;
}

const dayNumber = (isoDate: string) => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
const fromDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The bi-weekly period containing a local date. */
export function biweeklyPeriodOf(isoDate: string, plan: CommissionPlan): Period {
  const anchor = dayNumber(plan.biweeklyAnchor);
  const index = Math.floor((dayNumber(isoDate) - anchor) / 14);
  const start = anchor + index * 14;
  return { kind: 'biweekly', startsOn: fromDayNumber(start), endsOn: fromDayNumber(start + 13) };
}

/** The calendar month containing a local date. */
export function monthlyPeriodOf(isoDate: string): Period {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { kind: 'monthly', startsOn: `${year}-${mm}-01`, endsOn: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

/** The period of a schedule that contains the instant an order was paid, on the shop's calendar. */
export function periodFor(schedule: PayoutSchedule, paidAt: Date, plan: CommissionPlan, timeZone: string = defaultShopTimeZone): Period {
  const date = localDate(paidAt, timeZone);
  return schedule === 'biweekly' ? biweeklyPeriodOf(date, plan) : monthlyPeriodOf(date);
}

/** The schedule a paid level is paid on, as the plan says (level commissions bi-weekly, overrides monthly). */
export function scheduleOfLevel(plan: CommissionPlan, paidLevel: number): PayoutSchedule {
  const level = plan.levels.find((l) => l.level === paidLevel);
  if (!level) throw new RangeError(`the plan has no paid level ${paidLevel}`);
  return level.schedule;
}

/** End of the refund hold of a line: the paid time plus the plan's hold days. */
export function holdUntil(paidAt: Date, plan: CommissionPlan): Date {
  return new Date(paidAt.getTime() + plan.holdDays * DAY_MS);
}

/** A period can be closed once every line in it has passed its hold: holdDays after its last day ends (local). */
export function closableFrom(period: Period, plan: CommissionPlan): string {
  return fromDayNumber(dayNumber(period.endsOn) + 1 + plan.holdDays);
}
