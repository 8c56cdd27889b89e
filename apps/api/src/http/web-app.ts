import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cachedRenderer, loadPageRenderer, type PageCacheOptions, type RenderedPage } from './page-renderer.js';

/** The browser's cookie naming the view it shows (apps/web/src/shared/server-rendered-page.ts). */
const viewCookie = 'upline_view';

/** Title, description and social tags a page needs in the HTML the server sends. */
export interface PageHead {
  title: string;
  description: string;
  imageUrl?: string | null;
}

/** Finds the head of a web path (e.g. a CMS page or a product), or null to keep the defaults. */
export type HeadResolver = (pathname: string, request: FastifyRequest) => Promise<PageHead | null>;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Renders the <head> tags for a page; every value is escaped. */
export function renderHead(head: PageHead, publicUrl: string, pathname: string) {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const url = escapeHtml(publicUrl + pathname);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  if (head.imageUrl) {
    const image = head.imageUrl.startsWith('http') ? head.imageUrl : publicUrl + head.imageUrl;
    tags.push(`<meta property="og:image" content="${escapeHtml(image)}" />`);
  }
  return tags.join('\n    ');
}

/** Puts a page's head tags in place of the template's default title and description. */
export function withHead(template: string, headTags: string) {
  // Replacer functions, so that a `$&` or `$'` in a title stays text.
  return template
    .replace(/<title>.*?<\/title>/s, '')
    .replace(/<meta\s+name="description"[^>]*>/s, '')
    .replace('<!--app-head-->', () => headTags);
}

/** Vite's manifest of the built web app (dist/.vite/manifest.json): each module's chunk and the chunks it imports. */
export type WebManifest = Record<string, { file: string; imports?: string[] }>;

/** The script the server puts in place of the app's entry on a page it rendered (decision 0040). */
export const startAppModule = 'src/start-app.ts';

/**
 * The files of the chunks of `modules` (manifest keys) and of the chunks they import, less those
 * the template already loads.
 */
function chunkFiles(manifest: WebManifest, modules: readonly string[], template: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) visit(key);
  return [...files].filter((file) => !template.includes(`/${file}"`)).map((file) => `/${file}`);
}

/** The `<link rel="modulepreload">` tags for the chunks of `modules` and what they import. */
export function modulePreloadTags(manifest: WebManifest, modules: readonly string[], template: string): string {
  return chunkFiles(manifest, modules, template)
    .map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`)
    .join('\n    ');
}

const entryScript = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const preloadLink = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/** The shell for the pages the server renders, and the head tags that bring a page's app in. */
export interface AppStart {
  /** The template without the app's entry and its preloads (with them, for an older build). */
  template: string;
  /** The tags to put at the end of the head of a page made of `modules` (manifest keys). */
  headTagsFor: (modules: readonly string[]) => string;
}

/**
 * How a page the server rendered brings the app in, worked out once per process (decision 0040):
 * the app's entry and its preloads are taken out of the template's head and, in their place, a
 * start script names the entry and every chunk it and the page are made of, to be preloaded
 * together once the page has shown. Preload tags would have the browser fetch them at once,
 * sharing a slow phone network with the page's first picture. Without the script in the build (an
 * older build), the page's chunks are preloaded at once, as before.
 */
export function appStartFor(template: string, manifest: WebManifest): AppStart {
  const starter = manifest[startAppModule]?.file;
  const entry = entryScript.exec(template)?.[1];
  if (!starter || !entry) return { template, headTagsFor: (modules) => modulePreloadTags(manifest, modules, template) };
  const preloaded = [...template.matchAll(preloadLink)].map((match) => match[1] ?? '');
  // One tag per set of modules: as many as the pages' routes and texts combine, no more.
  const tags = new Map<string, string>();
  return {
    template: template.replace(entryScript, '').replace(preloadLink, ''),
    headTagsFor: (modules) => {
      const key = modules.join(' ');
      let tag = tags.get(key);
      if (tag === undefined) {
        const files = [...preloaded, ...chunkFiles(manifest, modules, template)];
        tag =
          `<script type="module" crossorigin src="/${escapeHtml(starter)}" data-app-entry="${escapeHtml(entry)}"` +
          ` data-app-modules="${escapeHtml(files.join(' '))}"></script>`;
        tags.set(key, tag);
      }
      return tag;
    },
  };
}

/** Puts tags at the end of the head. */
export function withHeadTags(html: string, headTags: string) {
  return headTags ? html.replace('</head>', () => `  ${headTags}\n  </head>`) : html;
}

/**
 * Puts a page rendered on the server into #root, its data script after it, and drops the "needs
 * JavaScript" notice (the page shows without it; a page that waits for the app in part, such as
 * checkout, says so itself where that part would show).
 */
export function withRenderedPage(html: string, page: RenderedPage) {
  return html
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>\n    ${page.dataScript}`);
}

/**
 * Serves the built web app: files as they are, and every other non-API path without a file
 * extension as index.html (the SPA fallback), with per-page head tags filled in by the resolvers.
 * The shop's public pages come rendered when the server renderer was built (`serverDir`,
 * decision 0036); any page it does not render, or fails to, gets the shell as before.
 */
export async function registerWebApp(
  app: FastifyInstance,
  opts: {
    distDir: string;
    publicUrl: string;
    resolvers: HeadResolver[];
    /** The built server renderer, and the content sanitiser it renders content HTML with. */
    serverRendering?: { serverDir: string; sanitizeHtml: (html: string) => string; pageCache?: PageCacheOptions };
  },
) {
  const indexPath = path.join(opts.distDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`web app not built (${indexPath} missing): run "npm run build"; serving the API only`);
    return;
  }
  const template = readFileSync(indexPath, 'utf8');
  const manifestPath = path.join(opts.distDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as WebManifest) : {};
  const appStart = appStartFor(template, manifest);
  const rendering = opts.serverRendering;
  const loaded = rendering ? await loadPageRenderer(app, rendering.serverDir, rendering.sanitizeHtml) : null;
  const cached = loaded && rendering?.pageCache ? cachedRenderer(loaded, rendering.pageCache) : null;
  const renderer = cached ?? loaded;
  if (cached) {
    // A staff change (content, menus, offers, the catalogue) shows at once on this process's pages.
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && request.url.startsWith('/api/admin/') && reply.statusCode < 400) cached.clear();
    });
  }
  await app.register(fastifyStatic, {
    root: opts.distDir,
    wildcard: false,
    // The build's manifest (.vite/) names the app's source files: read above, never served.
    allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
    index: false,
    // The build writes each script and style sheet compressed beside it (Brotli and gzip at their
    // smallest, apps/web/vite.config.ts): sent as they are, not compressed again per download.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  app.get('/*', async (request, reply) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    } catch {
      // A malformed escape (a lone '%') names no page.
      return reply.code(400).type('text/plain').send('Bad request');
    }
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.code(404).send({ error: `No route ${request.method} ${pathname}`, code: 'not_found' });
    }
    // A path with a file extension that reached here is a missing file, not a page.
    if (/\.[a-z0-9]{1,8}$/i.test(pathname)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    let head: PageHead | null = null;
    for (const resolve of opts.resolvers) {
      try {
        head = await resolve(pathname, request);
      } catch (err) {
        request.log.warn({ err }, 'head resolver failed');
      }
      if (head) break;
    }
    // Only the address decides what is rendered: a query string (filters, offers, tracking) is the browser's.
    let page: RenderedPage | null = null;
    // A visitor whose last view (the browser's `upline_view` cookie) is not the rendered one gets
    // the shell: a page in another language, currency or for a guest would be thrown away.
    const view = request.cookies?.[viewCookie];
    const isRenderedView = view === undefined || view === renderer?.renderedView;
    if (renderer && isRenderedView && !request.url.includes('?') && renderer.isServerRenderedPath(pathname)) {
      try {
        page = await renderer.render(pathname);
      } catch (err) {
        // The route, not the path (a referral link names a member); the error without the request.
        const error = err instanceof Error ? { type: err.name, message: err.message, stack: err.stack } : { message: String(err) };
        request.log.error({ route: renderer.routePatternOf(pathname), error }, 'server rendering failed; the shell is sent');
      }
    }
    const base = page ? appStart.template : template;
    const html = head ? withHead(base, renderHead(head, opts.publicUrl, pathname)) : base;
    const body = page ? withRenderedPage(withHeadTags(html, appStart.headTagsFor(page.modules)), page) : html;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);
  });
}
