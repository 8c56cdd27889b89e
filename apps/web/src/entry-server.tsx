import { AsyncLocalStorage } from 'node:async_hooks';
import i18next from 'i18next';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { App } from './app/app';
import { loadTexts, textsModuleOf } from './app/texts-loader';
import { routeTable } from './app/routes/route-table';
import { sessionQueryKey } from './features/accounts/api/get-session';
import { detectCountryQueryOptions } from './shared/geo/geo-queries';
import { setApiTransport } from './shared/api/client';
import { createQueryClient } from './shared/api/query-client';
import { initI18nOnDemand } from './shared/i18n/texts-on-demand';
import { ServerRenderContext, type ServerRenderReport } from './shared/server-render';
import { renderedSessionOf, serverRenderedPageId, type ServerRenderedPage } from './shared/server-rendered-page';
import { initialSession } from './shared/session/session-store';
import { setHtmlSanitizer } from './shared/ui/safe-html';

// The storefront's public pages rendered on the server (docs/decisions/0036): the same route
// table, pages and query options as in the browser, as a guest in English without a chosen
// country. The API loads this module (built into apps/web/dist-server) and calls `renderPage`;
// a null answer means "serve the single-page shell instead".

/** The pages rendered on the server, as route patterns (the referral prefix where the table has them). */
const publicPatterns = new Set([
  '/',
  '/test/home',
  '/product',
  '/product/show/:id',
  '/category',
  '/category/show/:id',
  // The banner only; the form and the order review need the visitor's cart (decision 0041).
  '/checkout',
  '/pages/:slug',
  '/page/:slug',
  '/:sluguser',
  '/:sluguser/product',
  '/:sluguser/product/show/:id',
  '/:sluguser/checkout',
  '/:sluguser/pages/:slug',
  '/:sluguser/page/:slug',
  '/:sluguser/:param',
]);

/**
 * Queries whose answer depends on the visitor (their cookie, their address's country): never
 * asked or sent from the server's render; the browser asks them as before.
 */
const perVisitorKeys = new Set<unknown>([sessionQueryKey[0], detectCountryQueryOptions().queryKey[0]]);

/** Renders that still find queries to fetch after this many passes are given up (a query that never settles). */
const MAX_PASSES = 5;

export interface ServerRenderOptions {
  /** Answers the web app's API calls (`/api/...`) in-process. */
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  /**
   * The API's own sanitiser of content HTML, with the same allow-list as the browser's
   * (@upline/contract/html-policy). The server has no document to run DOMPurify in; the browser
   * sanitises again and reshapes (lite embeds) once it has taken over (SafeHtml).
   */
  sanitizeHtml: (html: string) => string;
}

/**
 * The text namespaces each render's components ask for. i18next is one instance for every render
 * (and keeps what it loaded), so a render's own are told apart by the async context it runs in.
 */
const renderNamespaces = new AsyncLocalStorage<Set<string>>();

/** Called once by the API before the first render. */
export function configureServerRendering(options: ServerRenderOptions): void {
  setApiTransport(options.fetchApi);
  setHtmlSanitizer((html) => options.sanitizeHtml(html));
  initI18nOnDemand(initialSession.language, loadTexts);
  // useTranslation reports its namespaces at every render (react-i18next's reportNamespaces,
  // otherwise created by the first useTranslation).
  const used = new Set<string>();
  i18next.reportNamespaces = {
    addUsedNamespaces: (namespaces) => {
      for (const namespace of typeof namespaces === 'string' ? [namespaces] : namespaces) {
        used.add(namespace);
        renderNamespaces.getStore()?.add(namespace);
      }
    },
    getUsedNamespaces: () => [...used],
  };
}

/** The view every page is rendered for (renderedSessionOf): a guest in English in US dollars. */
export function renderedView(): string {
  return renderedSessionOf(initialSession);
}

/** The route pattern of a path ('/product/show/:id'), or null when only the catch-all matches. */
export function routePatternOf(pathname: string): string | null {
  const matches = matchRoutes(routeTable(createQueryClient()), pathname);
  if (!matches) return null;
  const pattern = matches
    .map((match) => match.route.path)
    .filter((path): path is string => Boolean(path))
    .join('/');
  return `/${pattern}`.replace(/\/+/g, '/');
}

/** Whether a path is one of the pages rendered on the server. */
export function isServerRenderedPath(pathname: string): boolean {
  const pattern = routePatternOf(pathname);
  return pattern !== null && publicPatterns.has(pattern);
}

/** What the server adds to the shell: the page's markup for #root and the data script. */
export interface RenderedPage {
  /** The markup to put inside #root. */
  html: string;
  /** The dehydrated state, as a complete `<script type="application/json">` element. */
  dataScript: string;
  /**
   * The modules the page needs to be taken over, as Vite's manifest names them: its lazy pages and
   * the texts it shows ('src/app/routes/home/home-page.tsx', 'src/features/catalogue/i18n/en.json').
   */
  modules: string[];
}

type Enabled = boolean | ((query: Query<unknown, unknown, unknown>) => boolean) | undefined;

/**
 * Records which queries some component wants fetched: every useQuery builds its query in the
 * cache, and a query read by several components (one of them disabled) keeps only the last one's
 * options, so `enabled` is noted at each build.
 */
function recordWantedQueries(client: QueryClient): Set<string> {
  const wanted = new Set<string>();
  const cache = client.getQueryCache();
  const build = cache.build.bind(cache);
  cache.build = ((...args: Parameters<typeof build>) => {
    const query = build(...args);
    const enabled = (args[1] as { enabled?: Enabled }).enabled;
    if (typeof enabled === 'function' ? enabled(query) : enabled !== false) wanted.add(query.queryHash);
    return query;
  }) as typeof cache.build;
  return wanted;
}

/** Queries the last pass created and left waiting (useQuery does not fetch on the server). */
const waitingQueries = (client: QueryClient, wanted: Set<string>) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && wanted.has(query.queryHash) && !perVisitorKeys.has(query.queryKey[0]));

async function renderPass(element: React.ReactElement, report: ServerRenderReport): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    // Every boundary in place, in order: no large boundary sent later with an inline script
    // (which the shop's Content-Security-Policy would block).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      report.errors.push(error);
    },
  });
  const decoder = new TextDecoder();
  let html = '';
  for await (const part of prelude as AsyncIterable<Uint8Array | string>) html += typeof part === 'string' ? part : decoder.decode(part, { stream: true });
  return html + decoder.decode();
}

/** JSON that can sit inside a script element: nothing in it can close the element or start markup. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Renders a public page for `url` (path and no query string), or null when it must be left to the
 * browser: not a public page, a redirect, a page the server does not have (404), a failed call or
 * a rendering error. Rendering runs in passes: each pass creates the queries the page's
 * components read, which are then fetched (awaited) before the next pass, until a pass asks for
 * nothing new.
 */
export async function renderPage(url: string): Promise<RenderedPage | null> {
  const requestUrl = new URL(url, 'http://localhost');
  if (requestUrl.search !== '' || !isServerRenderedPath(requestUrl.pathname)) return null;
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const wanted = recordWantedQueries(client);
  const routes = routeTable(client);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(requestUrl));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const report: ServerRenderReport = { errors: [], isNotFound: false, hydrationMarks: 0, modules: new Set() };
  const namespaces = new Set<string>();
  const element = (
    <ServerRenderContext value={report}>
      <App queryClient={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </ServerRenderContext>
  );

  for (let pass = 0; pass < MAX_PASSES; pass++) {
    report.isNotFound = false;
    report.hydrationMarks = 0;
    report.modules.clear();
    namespaces.clear();
    const html = await renderNamespaces.run(namespaces, () => renderPass(element, report));
    if (report.errors.length > 0) throw new AggregateError(report.errors, 'The page failed to render on the server');
    const waiting = waitingQueries(client, wanted);
    if (waiting.length === 0) {
      const failed = client.getQueryCache().getAll().some((query) => query.state.status === 'error');
      if (report.isNotFound || failed) return null;
      const page: ServerRenderedPage = {
        session: renderedSessionOf(initialSession),
        queries: dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'success' && !perVisitorKeys.has(query.queryKey[0]) }),
        router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
        hydrationMarks: report.hydrationMarks,
      };
      const texts = [...namespaces].flatMap((namespace) => textsModuleOf(initialSession.language, namespace) ?? []);
      return {
        html,
        dataScript: `<script type="application/json" id="${serverRenderedPageId}">${jsonForScript(page)}</script>`,
        modules: [...report.modules, ...texts],
      };
    }
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
  return null;
}
