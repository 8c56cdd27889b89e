import { createContext, useContext } from 'react';

/** What a server render learns while it renders: set by the components, read by the renderer. */
export interface ServerRenderReport {
  errors: unknown[];
  /** A page said the server has no such record: the server answers with the shell instead. */
  isNotFound: boolean;
  /** How many HydrationMarks were rendered: the browser has taken over once as many are mounted. */
  hydrationMarks: number;
  /** The lazy pages rendered, as Vite's manifest names their modules: their chunks are preloaded with the page. */
  modules: Set<string>;
}

/** Given only by the server's renderer (entry-server.tsx); null in the browser. */
export const ServerRenderContext = createContext<ServerRenderReport | null>(null);

/** Tells a server render that this page is a "not found" page. Does nothing in the browser. */
export function useReportNotFound(): void {
  const report = useContext(ServerRenderContext);
  if (report) report.isNotFound = true;
}
