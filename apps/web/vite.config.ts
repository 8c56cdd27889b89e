import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const vendor = (name: string, packages: string[]) => ({
  name,
  test: new RegExp(`node_modules[\\\\/](${packages.join('|')})[\\\\/]`),
});

// Run from apps/web (npm run dev|build -w @upline/web): the build lands in apps/web/dist, which
// the API serves on every non-/api path. In development the API runs on port 3000.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the shop supports preloads modules itself (<link rel="modulepreload">); the
    // polyfill for those that do not would ride in the first download of everyone.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
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
});
