import { useMemo, type ReactNode } from 'react';
import type { PageDetail } from '@upline/contract/content';
import { extractSections } from '../lib/content-sections';
import { PageHeader } from './page-header';
import { RichContent } from './rich-content';
import { SectionNav } from './section-nav';

interface CmsPageViewProps {
  page: PageDetail;
  /** Shown between the header and the content (a list the content introduces). */
  before?: ReactNode;
  /** Shown after the content, full width (lists, calls to action). */
  children?: ReactNode;
  /** Shown under the content, in its column (a help box). */
  footer?: ReactNode;
  /** Classes of the content's HTML (a page may lay out its lists its own way). */
  contentClassName?: string;
}

/** Pages with this many anchored sections get an "On this page" list. */
const minSectionsForNav = 3;

/**
 * A content page: banner, name as the page heading, subheading and the server's HTML. Pages
 * with several anchored sections (FAQ, compensation plan) list them beside the content.
 */
export function CmsPageView({ page, before, children, footer, contentClassName = 'prose-content max-w-3xl' }: CmsPageViewProps) {
  const sections = useMemo(() => extractSections(page.page_content), [page.page_content]);
  const hasNav = sections.length >= minSectionsForNav;
  const hasContent = page.page_content.trim() !== '';
  return (
    <article>
      <PageHeader title={page.name} subheading={page.page_subheading} bannerUrl={page.page_banner_url} />
      {before}
      {(hasContent || footer) && (
        <div className={`container-page grid grid-cols-[minmax(0,1fr)] gap-8 py-10 sm:py-14 ${hasNav ? 'lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12' : ''}`}>
          {hasNav && <SectionNav sections={sections} className="lg:sticky lg:top-6 lg:self-start" />}
          <div className="min-w-0">
            {hasContent && <RichContent html={page.page_content} className={contentClassName} />}
            {footer && <div className="mt-10 max-w-3xl">{footer}</div>}
          </div>
        </div>
      )}
      {children}
    </article>
  );
}
