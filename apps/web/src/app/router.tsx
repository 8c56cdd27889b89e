import { createBrowserRouter } from 'react-router';
import { routeTable } from './routes/route-table';

/** The app's router: the spec's whole route table (see routes/route-table.tsx). */
export function createAppRouter() {
  return createBrowserRouter(routeTable());
}
