import { currentLocale } from '../../../shared/format/locale';

/** When a message arrived, in the member's language: a short date and time. */
export function formatReceived(iso: string, language: string): string {
  return new Intl.DateTimeFormat(currentLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
