// The periods of the income disclosure (plan §9), as inclusive dates on the shop's calendar: a
// calendar year, or the trailing 12 months, i.e. the twelve whole calendar months before the
// current one (so that the figures do not move from one day to the next).

export type DisclosurePeriodRequest = { kind: 'year'; year: number } | { kind: 'trailing-12' };

export interface DisclosurePeriod {
  kind: 'year' | 'trailing-12';
  /** Inclusive local dates, YYYY-MM-DD. */
  startsOn: string;
  endsOn: string;
  /** False while the period reaches today or later (the current year to date). */
  isComplete: boolean;
}

/** The first year the disclosure can be asked for. */
export const firstDisclosureYear = 2000;

const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The dates a disclosure covers, given today's date on the shop's calendar (YYYY-MM-DD). */
export function disclosurePeriod(request: DisclosurePeriodRequest, today: string): DisclosurePeriod {
  if (request.kind === 'year') {
    const endsOn = `${request.year}-12-31`;
    return { kind: 'year', startsOn: `${request.year}-01-01`, endsOn, isComplete: endsOn < today };
  }
  const [year, month] = today.split('-').map(Number) as [number, number];
  // The month before the current one ends the period; eleven months before that starts it.
  const endYear = month === 1 ? year - 1 : year;
  const endMonth = month === 1 ? 12 : month - 1;
  const startYear = endMonth === 12 ? endYear : endYear - 1;
  const startMonth = endMonth === 12 ? 1 : endMonth + 1;
  return {
    kind: 'trailing-12',
    startsOn: `${startYear}-${pad(startMonth)}-01`,
    endsOn: `${endYear}-${pad(endMonth)}-${pad(lastDayOf(endYear, endMonth))}`,
    isComplete: true,
  };
}

export type DisclosureYearProblem = { ok: true; year: number } | { ok: false; message: string };

/** A year the disclosure can be asked for: a whole number from 2000 to the current year. */
export function checkDisclosureYear(year: number, currentYear: number): DisclosureYearProblem {
  if (!Number.isInteger(year) || year < firstDisclosureYear || year > currentYear) {
    return { ok: false, message: `The year must be a whole number from ${firstDisclosureYear} to ${currentYear}.` };
  }
  return { ok: true, year };
}
