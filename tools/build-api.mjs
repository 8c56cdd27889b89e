// Builds the API for `npm start` and production: apps/api/src/main.ts and the workspace packages
// it imports (@upline/*, TypeScript sources) bundled into one ES module, apps/api/dist/main.mjs,
// with the parts it loads on demand in apps/api/dist/chunks; every other package stays in
// node_modules. Running the bundle instead of the sources through
// tsx saves the TypeScript loader's thread and its per-file transforms: about 70 MB of the API's
// memory and its start-up compile (decision 0035). `npm run dev` keeps running the sources.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--outdir DIR` builds elsewhere (the build's own test does).
const outdirArgument = process.argv.indexOf('--outdir');
const outdir = outdirArgument > 0 ? path.resolve(process.argv[outdirArgument + 1]) : path.join(root, 'apps/api/dist');
const outfile = path.join(outdir, 'main.mjs');

/** Bare imports are external (node_modules, node:), except the workspace's own packages. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@upline/') ? undefined : { path: args.path, external: true }));
  },
};

fs.rmSync(path.join(outdir, 'chunks'), { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: [path.join(root, 'apps/api/src/main.ts')],
  // What main.mjs loads only on demand (import()) is a chunk of its own in dist/chunks, with its
  // packages: the payment providers' SDKs, the image library and the password list load when first
  // used, not at start.
  outdir,
  entryNames: 'main',
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  // Packages in node_modules that are CommonJS call require(); an ES module has none of its own.
  banner: { js: "import { createRequire as __uplineCreateRequire } from 'node:module'; const require = __uplineCreateRequire(import.meta.url);" },
  plugins: [externalPackages],
  logLevel: 'warning',
});
console.log(`API built: ${path.relative(root, outfile)} in ${Date.now() - started} ms`);
