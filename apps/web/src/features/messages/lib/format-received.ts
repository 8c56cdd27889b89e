/** When a message arrived, in the member's language: a short date and time. */
export function formatReceived(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
