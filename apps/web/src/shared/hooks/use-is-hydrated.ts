import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { whenPageHydrated } from '../hydration-mark';

const subscribeNever = () => () => undefined;

/**
 * False while React hydrates a page the server rendered (and on the server), true from the render
 * after it, and always true for a page the browser renders alone. For what the server never shows
 * and the server's session must not start: a dialog that the browser's stored session may not need.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * False on the server and until the app has taken the whole page over (`<html data-hydrated>`:
 * every part the server rendered, the footer's too), then true, as a transition: what waited (a
 * large part of a page: checkout's form, decision 0041) renders in slices between the browser's own
 * work instead of in one long task, and shows only when every press on the page reaches the app
 * (apps/web/src/start-app.ts holds the earlier ones). True at once for a page the browser renders
 * alone.
 */
export function useIsHydratedInTransition(): boolean {
  const isHydrated = useIsHydrated();
  const [shows, setShows] = useState(isHydrated);
  useEffect(() => {
    if (shows) return;
    return whenPageHydrated(() => startTransition(() => setShows(true)));
  }, [shows]);
  return shows;
}
