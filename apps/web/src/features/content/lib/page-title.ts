import type { PageDetail } from '@upline/contract/content';

/**
 * The title of a content page for the browser tab, without a trailing ' | {siteName}' (the
 * app adds the site name itself, so a stored title that has it would show it twice).
 */
export function pageTitle(page: Pick<PageDetail, 'meta_title' | 'name'>, siteName: string): string {
  const title = page.meta_title.trim() || page.name;
  const suffix = new RegExp(`\\s*[|–—-]\\s*${siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'i');
  const stripped = title.replace(suffix, '').trim();
  return stripped || page.name;
}
