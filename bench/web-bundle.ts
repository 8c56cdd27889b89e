// The JavaScript a first visit downloads before the shop can render: the entry chunk that
// apps/web/dist/index.html loads and the chunks it preloads with it, each gzipped as the API
// sends them: the build's own `.gz` beside the file (gzip level 9, apps/web/vite.config.ts), else
// gzip level 6 as @fastify/compress would. The Brotli size (what browsers that accept it get) is
// printed beside. Run after `npm run build`; prints sizes, no baseline needed.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const html = await readFile(path.join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('apps/web/dist/index.html has no module script: run npm run build first');
const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((match) => match[1] as string);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** The file as the API sends it to a browser that accepts `encoding`. */
async function sent(file: string, encoding: 'gz' | 'br'): Promise<number> {
  const precompressed = path.join(dist, `${file}.${encoding}`);
  if (existsSync(precompressed)) return (await readFile(precompressed)).length;
  const content = await readFile(path.join(dist, file));
  return encoding === 'gz' ? gzipSync(content, { level: 6 }).length : brotliCompressSync(content).length;
}

let total = 0;
let totalBrotli = 0;
const rows: string[] = [];
for (const file of [entry, ...preloaded]) {
  const content = await readFile(path.join(dist, file));
  const gzipped = await sent(file, 'gz');
  total += gzipped;
  totalBrotli += await sent(file, 'br');
  rows.push(`${file === entry ? 'entry    ' : 'preloaded'}  ${kb(gzipped).padStart(9)} gzipped  ${kb(content.length).padStart(9)}  ${file}`);
}
console.log(rows.join('\n'));
console.log(`\nentry chunk: ${kb(await sent(entry, 'gz'))} gzipped; initial JavaScript (entry and preloaded chunks): ${kb(total)} gzipped, ${kb(totalBrotli)} Brotli`);
