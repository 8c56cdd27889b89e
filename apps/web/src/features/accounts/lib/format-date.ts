import { currentLocale } from '../../../shared/format/locale';

/**
 * A date for display in the visitor's language. 'YYYY-MM-DD' dates (birth dates) are calendar
 * days and read in UTC so that no time zone moves them; full ISO date-times too, as the server
 * keeps them in UTC. Anything unreadable is shown as it came.
 */
export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(currentLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
