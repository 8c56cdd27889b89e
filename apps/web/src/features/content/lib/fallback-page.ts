import type { PageDetail } from '@upline/contract/content';

/**
 * A page without content, for a dedicated screen whose CMS page the server does not have: the
 * screen still shows its own part (stories, team, articles) under its title.
 */
export function fallbackPage(slug: string, name: string): PageDetail {
  return { slug, name, page_subheading: '', page_content: '', page_banner_url: null, meta_title: name, meta_description: '' };
}
