import { useEffect } from 'react';

const siteName = 'Upline Wellness';

/** '{title} | Upline Wellness', or the site name alone. */
export function formatDocumentTitle(title: string | null | undefined): string {
  const trimmed = title?.trim();
  return trimmed && trimmed !== siteName ? `${trimmed} | ${siteName}` : siteName;
}

/**
 * Sets the document title and, when given, the meta description while the page is shown. The
 * server already sends both for pages that need search engines; this keeps them right on
 * navigation inside the app.
 */
export function useDocumentMeta(title: string | null | undefined, description?: string | null): void {
  useEffect(() => {
    if (title === undefined) return;
    document.title = formatDocumentTitle(title);
  }, [title]);
  useEffect(() => {
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}
