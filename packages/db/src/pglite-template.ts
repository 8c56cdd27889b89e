// A freshly initialised, empty PGlite data directory, committed as a tar.gz so that a new
// embedded database starts by unpacking it instead of running initdb. PGlite's initdb runs a
// second PostgreSQL instance beside the first and copies its heap, which took the shop's start
// to about a gigabyte of memory (decision 0026). The template is tied to the exact PGlite
// version that made it; with any other version the database is initialised the usual way.
import { createReadStream } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, gzipSync } from 'node:zlib';
import { packageFolder } from './package-folder.js';

const templateFolder = path.join(packageFolder, 'pglite-template');

/** The installed PGlite version (the template must come from the same one). */
export async function installedPgliteVersion(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(await readFile(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/** The template's file for a PGlite version. */
export function pgliteTemplateFile(version: string): string {
  return path.join(templateFolder, `pglite-${version}-data.tar.gz`);
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Fills a new data directory (missing or empty) from the template of the installed PGlite
 * version. Returns false, changing nothing, when the directory already holds files or there is
 * no template for this version. Unpacks beside the directory and renames, so that an interrupted
 * start never leaves half a database behind.
 */
export async function unpackPgliteTemplate(dataDir: string): Promise<boolean> {
  const entries = await readdir(dataDir).catch(() => [] as string[]);
  if (entries.length > 0) return false;
  const file = pgliteTemplateFile(await installedPgliteVersion());
  if (!(await exists(file))) return false;
  const partial = `${dataDir}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true, mode: 0o700 });
  try {
    await pipeline(createReadStream(file), createGunzip(), untarInto(partial));
    await rm(dataDir, { recursive: true, force: true });
    await rename(partial, dataDir);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  return true;
}

const block = 512;

/** A writable end of a pipeline that writes a ustar archive's directories and files under root. */
function untarInto(root: string): (source: AsyncIterable<Buffer>) => Promise<void> {
  return async (source) => {
    let pending: Buffer = Buffer.alloc(0);
    let current: { name: string; size: number; chunks: Buffer[]; remaining: number } | null = null;
    const finish = async () => {
      if (!current) return;
      await writeFile(path.join(root, current.name), Buffer.concat(current.chunks), { mode: 0o600 });
      current = null;
    };
    for await (const chunk of source) {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      for (;;) {
        if (current) {
          const take = Math.min(current.remaining, pending.length);
          if (take > 0) current.chunks.push(pending.subarray(0, take));
          current.remaining -= take;
          pending = pending.subarray(take);
          if (current.remaining > 0) break;
          const padding = (block - (current.size % block)) % block;
          if (pending.length < padding) {
            current.remaining = 0;
            break;
          }
          pending = pending.subarray(padding);
          await finish();
          continue;
        }
        if (pending.length < block) break;
        const header = pending.subarray(0, block);
        pending = pending.subarray(block);
        if (header.every((byte) => byte === 0)) continue;
        const name = safeName(headerField(header, 345, 155), headerField(header, 0, 100));
        const size = parseInt(headerField(header, 124, 12) || '0', 8);
        const type = String.fromCharCode(header[156] ?? 48);
        if (type === '5') await mkdir(path.join(root, name), { recursive: true, mode: 0o700 });
        else if (type === '0' || type === '\0') current = { name, size, chunks: [], remaining: size };
        else throw new Error(`PGlite template: unexpected entry type ${type} for ${name}`);
        if (current && size === 0) await finish();
      }
    }
    await finish();
  };
}

function headerField(header: Buffer, offset: number, length: number): string {
  const raw = header.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8').trim();
}

/** The entry's relative path, refusing anything that would land outside the data directory. */
function safeName(prefix: string, name: string): string {
  const full = path.posix.normalize(prefix ? `${prefix}/${name}` : name).replace(/\/$/, '');
  if (full.startsWith('..') || path.posix.isAbsolute(full)) throw new Error(`PGlite template: unsafe path ${full}`);
  return full;
}

/** Writes a directory tree as a gzipped ustar archive (directories first, names sorted). */
export async function packDirectory(dir: string, outFile: string): Promise<void> {
  const parts: Buffer[] = [];
  const walk = async (relative: string) => {
    const names = (await readdir(path.join(dir, relative))).sort();
    for (const name of names) {
      const rel = relative ? `${relative}/${name}` : name;
      const info = await stat(path.join(dir, rel));
      if (info.isDirectory()) {
        parts.push(tarHeader(`${rel}/`, 0, '5'));
        await walk(rel);
      } else {
        const content = await readFile(path.join(dir, rel));
        parts.push(tarHeader(rel, content.length, '0'), content, Buffer.alloc((block - (content.length % block)) % block));
      }
    }
  };
  await walk('');
  parts.push(Buffer.alloc(block * 2));
  await writeFile(outFile, gzipSync(Buffer.concat(parts), { level: 9 }));
}

function tarHeader(name: string, size: number, type: '0' | '5'): Buffer {
  const header = Buffer.alloc(block);
  let prefix = '';
  let short = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', name.length - 2);
    prefix = name.slice(0, cut);
    short = name.slice(cut + 1);
  }
  header.write(short, 0, 100, 'utf8');
  header.write(type === '5' ? '0000700\0' : '0000600\0', 100);
  header.write('0000000\0', 108);
  header.write('0000000\0', 116);
  header.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  header.write('00000000000\0', 136);
  header.write('        ', 148);
  header.write(type, 156);
  header.write('ustar\0', 257);
  header.write('00', 263);
  header.write(prefix, 345, 155, 'utf8');
  const checksum = header.reduce((sum, byte) => sum + byte, 0);
  header.write(`${checksum.toString(8).padStart(6, '0')}\0 `, 148);
  return header;
}
