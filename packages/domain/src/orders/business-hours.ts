// Business hours on the shop's calendar (refund policy: "cancelled within eight business hours of
// payment"). Days, opening hours and holidays are shop settings; the time zone is SHOP_TIME_ZONE.
// Daylight-saving changes are handled by computing each day's opening and closing instants in the
// shop's zone.
import { TZDate } from '@date-fns/tz';

export interface BusinessCalendar {
  /** IANA zone, e.g. America/Toronto. */
  timeZone: string;
  /** Minutes after local midnight the shop opens and closes (9:00 = 540, 17:00 = 1020). */
  opensAtMinute: number;
  closesAtMinute: number;
  /** Working days, 0 = Sunday .. 6 = Saturday. */
  workdays: readonly number[];
  /** Local dates the shop is closed, YYYY-MM-DD. */
  holidays: readonly string[];
}

export const defaultBusinessCalendar: BusinessCalendar = {
  timeZone: 'America/Toronto',
  opensAtMinute: 9 * 60,
  closesAtMinute: 17 * 60,
  workdays: [1, 2, 3, 4, 5],
  holidays: [],
};

const MINUTE_MS = 60_000;
/** A search horizon: no calendar has a year without a business day. */
const MAX_DAYS = 400;

const pad = (n: number) => String(n).padStart(2, '0');

/** The shop's opening hours of the local day that contains `at`, or null when it is closed that day. */
function openingOf(year: number, month: number, day: number, cal: BusinessCalendar): { opens: number; closes: number } | null {
  const noon = new TZDate(year, month, day, 12, 0, cal.timeZone);
  const iso = `${year}-${pad(month + 1)}-${pad(day)}`;
  if (!cal.workdays.includes(noon.getDay()) || cal.holidays.includes(iso)) return null;
  const at = (minute: number) => new TZDate(year, month, day, Math.floor(minute / 60), minute % 60, cal.timeZone).getTime();
  return { opens: at(cal.opensAtMinute), closes: at(cal.closesAtMinute) };
}

/** The instant `minutes` business minutes after `start` (the clock only runs while the shop is open). */
export function addBusinessMinutes(start: Date, minutes: number, cal: BusinessCalendar): Date {
  if (!Number.isInteger(minutes) || minutes < 0) throw new RangeError('minutes must be a whole number from 0');
  if (cal.closesAtMinute <= cal.opensAtMinute) throw new RangeError('the shop must close after it opens');
  let remaining = minutes * MINUTE_MS;
  const local = new TZDate(start.getTime(), cal.timeZone);
  for (let offset = 0; offset < MAX_DAYS; offset++) {
    const day = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + offset, 12, 0, cal.timeZone);
    const hours = openingOf(day.getFullYear(), day.getMonth(), day.getDate(), cal);
    if (!hours) continue;
    const from = Math.max(start.getTime(), hours.opens);
    if (from >= hours.closes) continue;
    if (remaining <= hours.closes - from) return new Date(from + remaining);
    remaining -= hours.closes - from;
  }
  throw new RangeError('the business calendar has no open day within a year');
}
