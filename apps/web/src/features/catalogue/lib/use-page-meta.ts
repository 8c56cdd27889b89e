import { useEffect } from 'react';
import { formatDocumentTitle, useDocumentMeta } from '../../../shared/document-meta';

/**
 * useDocumentMeta, with the title applied once more after the commit's effects. When a page
 * renders from cached data in the same commit as a route change, the root layout's route title
 * effect runs after the page's (parents after children) and would otherwise win.
 */
export function usePageMeta(title: string | undefined, description?: string): void {
  useDocumentMeta(title, description);
  useEffect(() => {
    if (title === undefined) return;
    const timer = window.setTimeout(() => {
      document.title = formatDocumentTitle(title);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [title]);
}
