// Rebuilds the committed PGlite template (an empty, initialised data directory with the
// embedded server's settings) for the installed PGlite version, and removes the others.
// Run it after changing the PGlite version: `npm run pglite-template -w @upline/db`.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteSettings } from '../open-pglite.js';
import { installedPgliteVersion, packDirectory, pgliteTemplateFile } from '../pglite-template.js';

const version = await installedPgliteVersion();
const work = await mkdtemp(path.join(tmpdir(), 'upline-pglite-template-'));
try {
  const dataDir = path.join(work, 'data');
  const initDbStartParams = Object.entries(pgliteSettings).flatMap(([name, value]) => ['--set', `${name}=${value}`]);
  const pg = await PGlite.create(dataDir, { initDbStartParams });
  await pg.close();
  const file = pgliteTemplateFile(version);
  for (const old of await readdir(path.dirname(file)).catch(() => [] as string[])) {
    if (old.endsWith('-data.tar.gz')) await rm(path.join(path.dirname(file), old));
  }
  await packDirectory(dataDir, file);
  console.log(`PGlite ${version} template written to ${path.relative(process.cwd(), file)}.`);
} finally {
  await rm(work, { recursive: true, force: true });
}
