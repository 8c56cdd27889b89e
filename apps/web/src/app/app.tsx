import { QueryClientProvider } from '@tanstack/react-query';
// The DOM build of RouterProvider, so that a navigation can ask for a synchronous render (flushSync).
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { SessionSync } from '../features/accounts/components/session-sync';
import { createQueryClient } from '../shared/api/query-client';
import { initI18n } from '../shared/i18n/i18n';
import { featureTexts } from './feature-texts';
import { useSessionStore } from '../shared/session/session-store';
import { createAppRouter } from './router';

// Created once per page load: the persisted session is already read (synchronous storage),
// so the interface starts in the visitor's language.
initI18n(useSessionStore.getState().language, featureTexts);
const queryClient = createQueryClient();
const router = createAppRouter();

/** Providers, the router and the one toaster of the app. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionSync />
      <RouterProvider router={router} />
      <Toaster position="top-right" richColors closeButton duration={2500} />
    </QueryClientProvider>
  );
}
