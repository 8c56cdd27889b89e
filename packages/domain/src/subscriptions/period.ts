// Billing periods in calendar months, computed in UTC so that every server agrees. A period that
// starts on a day the target month lacks ends on that month's last day (31 January + 1 month =
// 28 or 29 February), and passing the original anchor day keeps later periods from drifting
// (28 February + 1 month with anchor 31 = 31 March, not 28 March).

function daysInMonthUtc(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * End of a period of planMonths calendar months from start (UTC, time of day kept), the day
 * clamped to the month's length; anchorDay (1-31) is the day of the original start.
 */
export function nextPeriodEnd(start: Date | number, planMonths: number, anchorDay?: number): Date {
  const from = new Date(start);
  if (!Number.isFinite(from.getTime())) throw new RangeError('start must be a valid date');
  if (!Number.isSafeInteger(planMonths) || planMonths < 1) throw new RangeError('planMonths must be a positive integer');
  const day = anchorDay ?? from.getUTCDate();
  if (!Number.isSafeInteger(day) || day < 1 || day > 31) throw new RangeError('anchorDay must be 1 to 31');

  const monthIndex = from.getUTCMonth() + planMonths;
  const year = from.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const clampedDay = Math.min(day, daysInMonthUtc(year, month));
  return new Date(
    Date.UTC(year, month, clampedDay, from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds()),
  );
}
