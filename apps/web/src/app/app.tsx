import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SessionSync } from '../features/accounts/components/session-sync';
import { useMediaQuery } from '../shared/hooks/use-media-query';
import { HydrationMark } from '../shared/hydration-mark';

// Toasts answer what the visitor does, never the first paint: the toaster (sonner) loads once the
// page is idle. A toast raised before it is there shows as soon as it mounts.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** False until the browser is first idle after the app started (at most 3 s). */
function useHasIdled(): boolean {
  const [hasIdled, setHasIdled] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setHasIdled(true), { timeout: 3_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setHasIdled(true), 1_000);
    return () => window.clearTimeout(id);
  }, []);
  return hasIdled;
}

/**
 * Providers, the router and the one toaster of the app. On phones toasts appear at the bottom:
 * at the top they would cover the cart drawer's title and close button. `children` is the
 * router: the browser's (main.tsx) or, rendering on the server, the static one (entry-server.tsx).
 */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const isPhone = useMediaQuery('(max-width: 639px)');
  const hasIdled = useHasIdled();
  return (
    <QueryClientProvider client={queryClient}>
      <SessionSync />
      {children}
      <HydrationMark />
      {hasIdled && (
        <Suspense fallback={null}>
          <Toaster position={isPhone ? 'bottom-center' : 'top-right'} richColors closeButton duration={2500} />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
