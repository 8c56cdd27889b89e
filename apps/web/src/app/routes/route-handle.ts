import { useMatches } from 'react-router';
import type en from '../../shared/i18n/en.json';

/** A route's title, as a key of the bundled `routes` texts. */
export type RouteTitleKey = keyof typeof en.routes;

export interface RouteHandle {
  title?: RouteTitleKey;
}

function titleOf(handle: unknown): RouteTitleKey | undefined {
  return typeof handle === 'object' && handle !== null ? (handle as RouteHandle).title : undefined;
}

/** The title key of the deepest matched route that declares one. */
export function useRouteTitleKey(): RouteTitleKey | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = titleOf(matches[index]?.handle);
    if (title) return title;
  }
  return undefined;
}
