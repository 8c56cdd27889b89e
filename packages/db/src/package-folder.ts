import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The folder of the @upline/db package (its migrations and the PGlite template live there),
 * found through the package's own name: right when this code runs from its sources and when it
 * runs bundled into the API's build (apps/api/dist), where a path relative to this file is not.
 */
export const packageFolder = path.dirname(createRequire(import.meta.url).resolve('@upline/db/package.json'));
