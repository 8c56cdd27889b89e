import type { PageDetail } from '@upline/contract/content';

/** A dedicated content screen receives its CMS page, or null when the server has none. */
export interface ContentScreenProps {
  page: PageDetail | null;
}
