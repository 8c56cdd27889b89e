import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

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
  return template
    .replace(/<title>.*?<\/title>/s, '')
    .replace(/<meta\s+name="description"[^>]*>/s, '')
    .replace('<!--app-head-->', headTags);
}

/**
 * Serves the built web app: files as they are, and every other non-API path without a file
 * extension as index.html (the SPA fallback), with per-page head tags filled in by the resolvers.
 */
export async function registerWebApp(
  app: FastifyInstance,
  opts: { distDir: string; publicUrl: string; resolvers: HeadResolver[] },
) {
  const indexPath = path.join(opts.distDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`web app not built (${indexPath} missing): run "npm run build"; serving the API only`);
    return;
  }
  const template = readFileSync(indexPath, 'utf8');
  await app.register(fastifyStatic, {
    root: opts.distDir,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  app.get('/*', async (request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
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
    const html = head ? withHead(template, renderHead(head, opts.publicUrl, pathname)) : template;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
