import { NotFoundContent } from '../../shared/ui/not-found-content';

/** The catch-all route for unknown paths. */
export function NotFoundPage() {
  return <NotFoundContent />;
}
