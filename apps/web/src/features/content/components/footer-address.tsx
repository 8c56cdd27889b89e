import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../../../shared/session/session-store';
import { SafeHtml } from '../../../shared/ui/safe-html';
import { pageQueryOptions } from '../api/get-page';

/** The shop's address from the footer-address content page; nothing while it is unavailable. */
export function FooterAddress({ className = '' }: { className?: string }) {
  const language = useSessionStore((state) => state.language);
  const { data: page } = useQuery(pageQueryOptions('footer-address', language));
  if (!page) return null;
  return (
    <address className={`not-italic ${className}`}>
      <SafeHtml html={page.page_content} className="prose-content text-sm leading-6 [&_p]:my-1" />
    </address>
  );
}
