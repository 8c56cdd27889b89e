import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';
import type { LoaderFunctionArgs, Params, RouteObject } from 'react-router';
import { Spinner } from '../../shared/ui/spinner';
import type { RouteHandle, RouteTitleKey } from './route-handle';
import { page } from './route-helpers';

/** Where a page is: its path's parameters and its query string. */
export interface PageAddress {
  params: Params;
  search: URLSearchParams;
}

/** Starts the queries a page's hooks will read, with the same query options, from its address. */
export type Prefetch = (client: QueryClient, at: PageAddress) => Promise<unknown>;

/** Loads a page's component, from a chunk of its own. */
export type PageLoad = () => Promise<ComponentType>;

/**
 * An audience's route module, by route path ('' for the index): how each page loads and what it
 * starts fetching meanwhile. It is a chunk of its own too, loaded on the audience's first page,
 * so the shop's first download carries only the paths.
 */
export interface AudiencePages {
  pages: Readonly<Record<string, PageLoad>>;
  prefetch: Readonly<Record<string, Prefetch>>;
}

/** Who a route tree serves, and where its pages are. */
export interface Audience {
  name: 'office' | 'admin';
  client: QueryClient;
  /** A guest (or, in the admin, a member) is sent away by the layout: their calls would only be refused. */
  mayFetch: () => boolean;
  load: () => Promise<AudiencePages>;
}

/** The handle of an audience's route: which of its pages it shows. */
export interface AudienceRouteHandle extends RouteHandle {
  audience: Audience['name'];
  page: string;
}

/**
 * The route of an audience's page at `path` ('' for the index). Its loader starts the page's
 * queries and returns at once: the page renders as soon as its chunk is there and finds its
 * data on the way, or there. On a first load the layouts show and the page's place a spinner
 * until the loader has run.
 */
export function lazyRoute(audience: Audience, path: string, title?: RouteTitleKey): RouteObject {
  const Page = lazy(async () => {
    const { pages } = await audience.load();
    const load = pages[path];
    if (!load) throw new Error(`The ${audience.name} has no page at '${path}'`);
    return { default: await load() };
  });
  const loader = ({ params, request }: LoaderFunctionArgs) => {
    if (!audience.mayFetch()) return null;
    const at = { params, search: new URL(request.url).searchParams };
    void audience
      .load()
      .then(({ prefetch }) => prefetch[path]?.(audience.client, at))
      .catch(() => undefined);
    return null;
  };
  const handle: AudienceRouteHandle = { ...(title ? { title } : {}), audience: audience.name, page: path };
  return { ...page(path === '' ? null : path, Page), handle, loader, hydrateFallbackElement: <Spinner /> };
}
