import type { PageDetail } from '@upline/contract/content';
import { preloadSanitizer, SafeHtml } from '../../../shared/ui/safe-html';

// This part shows content HTML: the sanitiser starts loading with its chunk, beside the content's request.
preloadSanitizer();

interface ContentBlockProps {
  page: PageDetail;
  /** Alternate backgrounds between consecutive blocks. */
  tone?: 'cream' | 'white' | 'sage';
}

const tones = { cream: 'bg-cream', white: 'bg-white', sage: 'bg-sage-light/60' } as const;

/** A server content block on a marketing page: heading, subheading, HTML and optional banner. */
export function ContentBlock({ page, tone = 'white' }: ContentBlockProps) {
  const headingId = `block-${page.slug}`;
  return (
    <section aria-labelledby={headingId} className={`${tones[tone]} py-14 sm:py-20`}>
      <div
        className={`container-page grid items-center gap-10 ${page.page_banner_url ? 'lg:grid-cols-2' : ''}`}
      >
        <div className={page.page_banner_url ? '' : 'mx-auto max-w-3xl'}>
          <div className={page.page_banner_url ? '' : 'text-center'}>
            <h2 id={headingId} className="text-3xl sm:text-4xl">
              {page.name}
            </h2>
            {page.page_subheading && <p className="mt-3 text-lg text-ink-muted">{page.page_subheading}</p>}
          </div>
          <SafeHtml html={page.page_content} className="prose-content mx-auto mt-6 max-w-2xl" />
        </div>
        {page.page_banner_url && (
          <img
            src={page.page_banner_url}
            alt=""
            loading="lazy"
            decoding="async"
            className="w-full rounded-3xl object-cover shadow-sm"
          />
        )}
      </div>
    </section>
  );
}
