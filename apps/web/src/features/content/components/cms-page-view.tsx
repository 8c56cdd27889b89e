import type { PageDetail } from '@upline/contract/content';
import { SafeHtml } from '../../../shared/ui/safe-html';

/** A content page: banner, name as the page heading, subheading and the server's HTML. */
export function CmsPageView({ page }: { page: PageDetail }) {
  return (
    <article>
      <header className="bg-sage-light/60">
        {page.page_banner_url && (
          <img
            src={page.page_banner_url}
            alt=""
            className="h-48 w-full object-cover sm:h-72"
            decoding="async"
          />
        )}
        <div className="container-page py-10 sm:py-14">
          <h1 className="max-w-3xl text-3xl sm:text-5xl">{page.name}</h1>
          {page.page_subheading && (
            <p className="mt-4 max-w-2xl text-lg text-ink-muted">{page.page_subheading}</p>
          )}
        </div>
      </header>
      <div className="container-page py-10 sm:py-14">
        <SafeHtml html={page.page_content} className="prose-content max-w-3xl" />
      </div>
    </article>
  );
}
