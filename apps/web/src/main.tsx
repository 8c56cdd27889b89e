import '@fontsource-variable/inter';
import '@fontsource/lora/600.css';
import './app/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
// The DOM build of RouterProvider, so that a navigation can ask for a synchronous render (flushSync).
import { RouterProvider } from 'react-router/dom';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { loadTexts } from './app/texts-loader';
import { createQueryClient } from './shared/api/query-client';
import { initI18nOnDemand } from './shared/i18n/texts-on-demand';
import { expectHydrationMarks } from './shared/hydration-mark';
import { readServerRenderedPage, rememberView, renderedSessionOf } from './shared/server-rendered-page';
import { useSessionStore } from './shared/session/session-store';
import { configureZodWithoutEval } from './shared/validation/zod-without-eval';

configureZodWithoutEval();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Created once per page load: the persisted session is already read (synchronous storage),
// so the interface starts in the visitor's language, and only that language's texts load.
const session = useSessionStore.getState();
initI18nOnDemand(session.language, loadTexts);
rememberView(session);
useSessionStore.subscribe(rememberView);
const queryClient = createQueryClient();
// A page the server rendered brings its data: the first render finds it in the cache.
const rendered = readServerRenderedPage();
if (rendered) hydrate(queryClient, rendered.queries);
const router = createAppRouter(queryClient, rendered?.router);
const app = (
  <StrictMode>
    <App queryClient={queryClient}>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);
// React recovers from some render errors by rendering again; what it reports then (error #520 in a
// production build) hides the error that started it in `cause`. Report that error instead, so the
// console and error monitoring name the component's real failure.
const options = { onRecoverableError: (error: unknown) => reportError(error instanceof Error && error.cause !== undefined ? error.cause : error) };
// The server renders for a guest in English without a chosen country (docs/decisions/0036): a
// visitor whose stored session reads otherwise gets a page rendered here from scratch.
// `<html data-hydrated>` tells when the app has taken over (shared/hydration-mark.tsx).
if (rendered?.session === renderedSessionOf(session)) {
  expectHydrationMarks(rendered.hydrationMarks);
  // As a transition, hydration yields to the browser every few milliseconds (a tap, a scroll, a
  // paint) instead of holding the main thread until the whole page is hydrated: the page shows
  // already, nobody waits for it in one piece (decision 0040).
  startTransition(() => {
    hydrateRoot(container, app, options);
  });
} else createRoot(container, options).render(app);
