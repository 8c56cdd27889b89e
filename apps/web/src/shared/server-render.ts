import { createContext, useContext } from 'react';

/** What a server render learns while it renders: set by the components, read by the renderer. */
export interface ServerRenderReport {
  errors: unknown[];
  /** A page said the server has no such record: the server answers with the shell instead. */
  isNotFound: boolean;
}

/** Given only by the server's renderer (entry-server.tsx); null in the browser. */
export const ServerRenderContext = createContext<ServerRenderReport | null>(null);

/** Tells a server render that this page is a "not found" page. Does nothing in the browser. */
export function useReportNotFound(): void {
  const report = useContext(ServerRenderContext);
  if (report) report.isNotFound = true;
}
