import type { ElementType } from 'react';

interface SafeHtmlProps {
  /** HTML from the API's content pages. */
  html: string;
  as?: ElementType;
  className?: string;
}

/**
 * Renders HTML that the server has already sanitised with its allow-list (page_content of the
 * content pages). Keep every use of dangerouslySetInnerHTML here, so that a client-side
 * sanitiser can be added in one place.
 */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
