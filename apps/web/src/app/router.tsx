import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { routeTable } from './routes/route-table';

/** The app's router: the spec's whole route table (see routes/route-table.tsx); pages prefetch into `client`. */
export function createAppRouter(client: QueryClient) {
  return createBrowserRouter(routeTable(client));
}
