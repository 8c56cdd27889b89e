// The JavaScript a first visit downloads before the shop can render: the entry chunk that
// apps/web/dist/index.html loads and the chunks it preloads with it, each gzipped as the API
// sends them (@fastify/compress). Run after `npm run build`; prints sizes, no baseline needed.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const html = await readFile(path.join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('apps/web/dist/index.html has no module script: run npm run build first');
const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((match) => match[1] as string);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
let total = 0;
const rows: string[] = [];
for (const file of [entry, ...preloaded]) {
  const content = await readFile(path.join(dist, file));
  const gzipped = gzipSync(content, { level: 6 }).length;
  total += gzipped;
  rows.push(`${file === entry ? 'entry    ' : 'preloaded'}  ${kb(gzipped).padStart(9)} gzipped  ${kb(content.length).padStart(9)}  ${file}`);
}
console.log(rows.join('\n'));
const entryGzipped = gzipSync(await readFile(path.join(dist, entry)), { level: 6 }).length;
console.log(`\nentry chunk: ${kb(entryGzipped)} gzipped; initial JavaScript (entry and preloaded chunks): ${kb(total)} gzipped`);
