import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle, RouteTitleKey } from './route-handle';
import { RouteError } from './route-error';

/** A page route with its own error boundary; `path` null makes it the index route. */
export function page(path: string | null, Component: ComponentType, title?: RouteTitleKey): RouteObject {
  const handle: RouteHandle = title ? { title } : {};
  const route = { element: <Component />, errorElement: <RouteError />, handle };
  return path === null ? { index: true, ...route } : { path, ...route };
}
