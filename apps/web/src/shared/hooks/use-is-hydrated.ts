import { useSyncExternalStore } from 'react';

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
