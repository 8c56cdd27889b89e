import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { textsWithChunks } from './build/texts-with-chunks.ts';

const vendor = (name: string, packages: string[]) => ({
  name,
  test: new RegExp(`node_modules[\\\\/](${packages.join('|')})[\\\\/]`),
});

/**
 * In the server's build only, gives each `lazyPage(() => import('…').then((module) => module.X))`
 * its module as Vite's manifest names it ('src/app/routes/home/home-page.tsx'): a server render
 * reports the pages it rendered, and the API preloads their chunks (decision 0036). The browser's
 * first download carries no module names.
 */
function lazyPageModules(): Plugin {
  let root = '';
  const call = /lazyPage\(\(\) => import\('([^']+)'\)\.then\(\(module\) => module\.(\w+)\)\)/g;
  return {
    name: 'upline-lazy-page-modules',
    // Before the TypeScript transform: the calls as written.
    enforce: 'pre',
    configResolved: (config) => {
      root = config.root;
    },
    async transform(code, id, options) {
      const isServer = options?.ssr ?? this.environment.config.consumer === 'server';
      if (!isServer || !code.includes('lazyPage(() => import(')) return null;
      let out = '';
      let last = 0;
      for (const match of code.matchAll(call)) {
        const resolved = await this.resolve(match[1] ?? '', id);
        if (!resolved) continue;
        const module = path.relative(root, resolved.id).split(path.sep).join('/');
        out += code.slice(last, match.index) + match[0].slice(0, -1) + `, ${JSON.stringify(module)})`;
        last = match.index + match[0].length;
      }
      return last === 0 ? null : { code: out + code.slice(last), map: null };
    },
  };
}

// Run from apps/web (npm run dev|build -w @upline/web): the build lands in apps/web/dist, which
// the API serves on every non-/api path. In development the API runs on port 3000.
// `vite build --ssr src/entry-server.tsx` builds the server's renderer of the public pages into
// apps/web/dist-server (decision 0036); the API loads it from there, its libraries from node_modules.
/**
 * Writes each built script, style sheet and SVG of more than 1 KB beside itself compressed once,
 * at the smallest size, as `.br` (Brotli, quality 11) and `.gz` (gzip, level 9): the API serves
 * them as they are (@fastify/static's `preCompressed`) instead of compressing every download again
 * at a quicker, larger setting.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'upline-precompress-assets',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const writes: Promise<void>[] = [];
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        const content = output.type === 'chunk' ? Buffer.from(output.code) : Buffer.from(output.source);
        if (content.length <= 1024) continue;
        const file = path.join(outDir, fileName);
        writes.push(writeFile(`${file}.gz`, gzipSync(content, { level: 9 })));
        writes.push(writeFile(`${file}.br`, brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })));
      }
      await Promise.all(writes);
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), lazyPageModules(), textsWithChunks(), precompressAssets()],
  // The server's renderer carries its own production React and libraries (one bundle, no
  // development builds picked by NODE_ENV).
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  build: isSsrBuild ? { outDir: 'dist-server', emptyOutDir: true, sourcemap: true } : {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunks of each module, for the server to preload a rendered
    // page's own chunk and texts (decision 0036). Not served (web-app.ts).
    manifest: true,
    sourcemap: true,
    // Every browser the shop supports preloads modules itself (<link rel="modulepreload">); the
    // polyfill for those that do not would ride in the first download of everyone.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The page's entry (index.html), and the script the server puts in its place on a page it
      // rendered, to bring the app in once the page has shown (src/start-app.ts, decision 0040).
      input: { index: path.resolve(import.meta.dirname, 'index.html'), 'start-app': path.resolve(import.meta.dirname, 'src/start-app.ts') },
      output: {
        // Seven characters of content hash instead of eight (the fewest the bundler allows for this
        // many chunks): every chunk names the chunks it imports and the entry names every lazy
        // chunk's dependencies (about 135), so the first load is about 0.2 KB (gzipped) lighter.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        // Libraries in stable, named chunks: they change less often than the app, so browsers
        // keep them cached across releases. Radix is only loaded with the menus and dialogs.
        codeSplitting: {
          groups: [
            vendor('react', ['react', 'react-dom', 'scheduler']),
            vendor('router', ['react-router']),
            vendor('query', ['@tanstack/query-core', '@tanstack/react-query']),
            // The staff tables' library: the admin's alone, never in the shop's first download.
            vendor('table', ['@tanstack/table-core', '@tanstack/react-table']),
            vendor('i18n', ['i18next', 'react-i18next']),
            vendor('radix', [
              '@radix-ui',
              '@floating-ui',
              'react-remove-scroll',
              'react-remove-scroll-bar',
              'react-style-singleton',
              'use-callback-ref',
              'use-sidecar',
              'aria-hidden',
              'get-nonce',
              'tslib',
            ]),
            // The call machinery and the zod-free call references (decision 0020) in one small
            // chunk with the API error type every page loads, not one chunk each.
            {
              name: 'api',
              test: /(apps[\\/]web[\\/]src[\\/]shared[\\/]api[\\/](api-error|call)|packages[\\/]contract[\\/]src[\\/](route|[a-z-]+-refs))\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  preview: { proxy: { '/api': 'http://localhost:3000' } },
}));
