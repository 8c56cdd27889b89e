import { lazy, Suspense, useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
// The DOM build of RouterProvider, so that a navigation can ask for a synchronous render (flushSync).
import { RouterProvider } from 'react-router/dom';
import { SessionSync } from '../features/accounts/components/session-sync';
import { createQueryClient } from '../shared/api/query-client';
import { useMediaQuery } from '../shared/hooks/use-media-query';
import { initI18nOnDemand } from '../shared/i18n/texts-on-demand';
import { loadTexts } from './texts-loader';
import { useSessionStore } from '../shared/session/session-store';
import { createAppRouter } from './router';

// Created once per page load: the persisted session is already read (synchronous storage),
// so the interface starts in the visitor's language, and only that language's texts load.
initI18nOnDemand(useSessionStore.getState().language, loadTexts);
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

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
 * at the top they would cover the cart drawer's title and close button.
 */
export function App() {
  const isPhone = useMediaQuery('(max-width: 639px)');
  const hasIdled = useHasIdled();
  return (
    <QueryClientProvider client={queryClient}>
      <SessionSync />
      <RouterProvider router={router} />
      {hasIdled && (
        <Suspense fallback={null}>
          <Toaster position={isPhone ? 'bottom-center' : 'top-right'} richColors closeButton duration={2500} />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
