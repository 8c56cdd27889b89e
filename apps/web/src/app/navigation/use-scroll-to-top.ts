import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Accounts §2.2: every navigation starts at the top of the page. A URL with a #anchor is left to
 * the page, which scrolls to the anchor once its content is there.
 */
export function useScrollToTop(): void {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
}
