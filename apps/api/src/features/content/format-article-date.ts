/**
 * A publication date (YYYY-MM-DD) written out in a language: 'March 4, 2026' in English,
 * '4 mars 2026' in French. Dates carry no time, so they are read and written in UTC.
 */
export function formatArticleDate(isoDate: string, lang: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
