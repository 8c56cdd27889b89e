import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

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
 * Like useIsHydrated, but the first true after hydration comes as a transition: what waited for
 * hydration (a large part of a page: checkout's form, decision 0041) then renders in slices
 * between the browser's own work (a tap, a paint) instead of in one long task. True at once for a
 * page the browser renders alone.
 */
export function useIsHydratedInTransition(): boolean {
  const isHydrated = useIsHydrated();
  const [shows, setShows] = useState(isHydrated);
  useEffect(() => {
    if (!shows) startTransition(() => setShows(true));
  }, [shows]);
  return shows;
}
