import { use, useEffect } from 'react';
import { ServerRenderContext } from './server-render';

// When the app has taken over a page (decision 0036). The server's markup shows before the code,
// and React hydrates it in parts: the root first, then each Suspense boundary once its lazy code
// and texts have arrived; until then a click on that part does nothing. A HydrationMark sits in
// each boundary that the server renders with something to press (the page, the footer, the
// header's menus, content HTML) and in the root; the server sends how many it rendered, and
// `<html data-hydrated>` is set once as many are mounted in the browser. A count, not the marks'
// useIds: a boundary that an update reaches before it has hydrated is rendered afresh, with new
// ids. A page the browser renders alone expects none: the attribute comes with its first commit.

/** The marks still to mount (below zero once more than the server's are). */
let waiting = 0;

/** How many marks the server rendered (none for a page rendered in the browser); set before the first render. */
export function expectHydrationMarks(count: number): void {
  waiting = count;
}

/** Who waits for the whole page to be hydrated (whenPageHydrated). */
const hydratedListeners = new Set<() => void>();

/**
 * Calls `listener` once the app has taken the whole page over (at once if it has); returns the
 * function that stops waiting.
 */
export function whenPageHydrated(listener: () => void): () => void {
  if (document.documentElement.hasAttribute('data-hydrated')) {
    listener();
    return () => undefined;
  }
  hydratedListeners.add(listener);
  return () => hydratedListeners.delete(listener);
}

/** Counts a mark while it is mounted (StrictMode's second mounting in development counts once). */
function markMounted() {
  if (--waiting <= 0 && !document.documentElement.hasAttribute('data-hydrated')) {
    document.documentElement.setAttribute('data-hydrated', '');
    for (const listener of [...hydratedListeners]) listener();
    hydratedListeners.clear();
  }
  return () => {
    waiting += 1;
  };
}

/** Renders nothing; counts itself in a server render, and reports its mounting in the browser. */
export function HydrationMark() {
  const report = import.meta.env.SSR ? use(ServerRenderContext) : null;
  if (report) report.hydrationMarks += 1;
  useEffect(markMounted, []);
  return null;
}
