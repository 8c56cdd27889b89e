import { lazy, type ComponentType } from 'react';

/** A page loaded on first visit, from a chunk of its own (Suspense above it shows a spinner meanwhile). */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() => load().then((Component) => ({ default: Component })));
}
