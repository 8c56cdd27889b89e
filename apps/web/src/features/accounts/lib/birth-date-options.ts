// Birth date selects of the signup forms (accounts §5): months 01-12, days 01-31, and years from
// the current year back to 1951.

export const FIRST_BIRTH_YEAR = 1951;

const twoDigits = (n: number) => String(n).padStart(2, '0');

export const birthMonths: readonly string[] = Array.from({ length: 12 }, (_, i) => twoDigits(i + 1));
export const birthDays: readonly string[] = Array.from({ length: 31 }, (_, i) => twoDigits(i + 1));

/** The years offered, newest first: the current year down to 1951. */
export function birthYears(now: Date): string[] {
  const years: string[] = [];
  for (let year = now.getFullYear(); year >= FIRST_BIRTH_YEAR; year -= 1) years.push(String(year));
  return years;
}

/** True for a real calendar date from 1951 that is not in the future (the server checks the same). */
export function isValidBirthDate(year: string, month: string, day: string, now: Date): boolean {
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  if (![y, m, d].every(Number.isInteger) || y < FIRST_BIRTH_YEAR || y > now.getFullYear()) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  return date.getTime() <= Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
}
