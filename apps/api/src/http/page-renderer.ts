import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { inProcessFetch } from './in-process-calls.js';

// The server renderer of the shop's public pages (decision 0036) is the web app's own code,
// built by Vite into apps/web/dist-server. The API loads it at run time when it is there, as it
// reads the built index.html; without it every page gets the single-page shell.

/** What the web's server entry (apps/web/src/entry-server.tsx) gives. */
export interface RenderedPage {
  html: string;
  dataScript: string;
  /** The modules the page needs to be taken over (its lazy pages, its texts), as Vite's manifest names them. */
  modules: string[];
}

interface ServerEntry {
  configureServerRendering(options: { fetchApi: (url: string, init: RequestInit) => Promise<Response>; sanitizeHtml: (html: string) => string }): void;
  isServerRenderedPath(pathname: string): boolean;
  routePatternOf(pathname: string): string | null;
  renderedView(): string;
  renderPage(url: string): Promise<RenderedPage | null>;
}

/** Renders public pages; null for any page the browser renders alone. */
export interface PageRenderer {
  isServerRenderedPath(pathname: string): boolean;
  /** The route of a path ('/product/show/:id'), for logs that must not carry the path itself. */
  routePatternOf(pathname: string): string | null;
  /** The view pages are rendered for ('en|USD|guest'); a visitor's `upline_view` cookie naming another gets the shell. */
  renderedView: string;
  render(pathname: string): Promise<RenderedPage | null>;
}

/** How long a rendered page is served again, and how many are kept. */
export interface PageCacheOptions {
  /** The version of what the pages show that changes at once when staff save (the catalogue's). */
  version: () => Promise<number>;
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

/**
 * Rendered pages by path and version, for `ttlMs` (content, menus and offers have no version:
 * their changes show within that time). Bounded: the oldest entry goes first. Requests for a page
 * being rendered wait for that render instead of starting another.
 */
export function cachedRenderer(renderer: PageRenderer, opts: PageCacheOptions): PageRenderer & { clear(): void } {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { at: number; page: Promise<RenderedPage | null> }>();
  return {
    clear: () => entries.clear(),
    isServerRenderedPath: renderer.isServerRenderedPath,
    routePatternOf: renderer.routePatternOf,
    renderedView: renderer.renderedView,
    render: async (pathname) => {
      const key = `${await opts.version()} ${pathname}`;
      const entry = entries.get(key);
      if (entry && now() - entry.at < opts.ttlMs) return entry.page;
      entries.delete(key);
      const page = renderer.render(pathname);
      entries.set(key, { at: now(), page });
      // A failed render is not kept: the next request tries again.
      page.catch(() => entries.delete(key));
      while (entries.size > opts.maxEntries) entries.delete(entries.keys().next().value as string);
      return page;
    },
  };
}

/** Loads the built server entry from `serverDir`, or null when the web app was built without it. */
export async function loadPageRenderer(
  app: FastifyInstance,
  serverDir: string,
  sanitizeHtml: (html: string) => string,
): Promise<PageRenderer | null> {
  const entryPath = path.join(serverDir, 'entry-server.js');
  if (!existsSync(entryPath)) {
    app.log.warn(`server rendering off (${entryPath} missing): pages are rendered in the browser`);
    return null;
  }
  try {
    const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
    entry.configureServerRendering({ fetchApi: inProcessFetch(app), sanitizeHtml });
    return {
      isServerRenderedPath: (pathname) => entry.isServerRenderedPath(pathname),
      routePatternOf: (pathname) => entry.routePatternOf(pathname),
      renderedView: entry.renderedView(),
      render: (pathname) => entry.renderPage(pathname),
    };
  } catch (err) {
    app.log.error({ err }, 'server rendering off: the server entry failed to load');
    return null;
  }
}
