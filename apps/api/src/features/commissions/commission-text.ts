// Small formatting rules shared by the member's commission answers.

/** Minor units as the 2-decimal text the commission calls answer: 1250 -> '12.50', -300 -> '-3.00'. */
export function amountText(amountMinor: number): string {
  const sign = amountMinor < 0 ? '-' : '';
  const abs = Math.abs(amountMinor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** How the back office names a member to another: first name and last initial ('Gail G.'). */
export function shortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** A wall-clock format per time zone: making one costs far more than using it. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** Offset of a time zone from UTC at an instant, in milliseconds. */
function zoneOffsetMs(at: Date, timeZone: string): number {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    wallClocks.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - (at.getTime() - at.getMilliseconds());
}

/** The instant a local date (YYYY-MM-DD) begins in a time zone. */
export function startOfLocalDay(isoDate: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${isoDate}T00:00:00Z`);
  let at = utcMidnight - zoneOffsetMs(new Date(utcMidnight), timeZone);
  // Once more with the offset at the guess, for days a daylight-saving change is near.
  at = utcMidnight - zoneOffsetMs(new Date(at), timeZone);
  return new Date(at);
}
