import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type HydrationState } from 'react-router';
import { routeTable } from './routes/route-table';

/**
 * The app's router: the spec's whole route table (see routes/route-table.tsx); pages prefetch into
 * `client`. `hydrationData` is the router state of a page the server rendered.
 */
export function createAppRouter(client: QueryClient, hydrationData?: HydrationState) {
  return createBrowserRouter(routeTable(client), hydrationData ? { hydrationData } : undefined);
}
