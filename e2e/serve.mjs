// Starts the shop for the journeys on a fresh embedded database in a temporary folder, as
// `npm start` runs it: the API built by `npm run build` (test:e2e builds first).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'upline-e2e-'));
const child = spawn(process.execPath, ['apps/api/dist/main.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, SEED_ON_START: 'true' },
});
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
