// Runs the journeys in E2E_SHARDS parts at once (default 2), each part a Playwright run with its own
// pair of shops on fresh embedded databases (ports E2E_PORT + 2i and + 2i + 1) and its own output
// folder, so that no part sees another's data. A journey mostly waits (for the page, the shop, the
// browser), so parts overlap well even on two cores. Arguments are passed to every part
// (e.g. --project=desktop). The exit code is the first failing part's, else 0.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 3300);
const playwright = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');
const args = process.argv.slice(2);

function runPart(index) {
  const label = shards > 1 ? `[part ${index + 1}/${shards}] ` : '';
  const child = spawn(
    process.execPath,
    [playwright, 'test', '-c', 'e2e/playwright.config.ts', ...(shards > 1 ? [`--shard=${index + 1}/${shards}`] : []), ...args],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        E2E_PORT: String(basePort + 2 * index),
        E2E_PROVIDERS_PORT: String(basePort + 2 * index + 1),
        E2E_OUTPUT_DIR: path.join(root, 'test-results', shards > 1 ? `part-${index + 1}` : ''),
      },
    },
  );
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let pending = '';
    from.setEncoding('utf8');
    from.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) to.write(`${label}${line}\n`);
    });
    from.on('end', () => {
      if (pending) to.write(`${label}${pending}\n`);
    });
  }
  return new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const started = Date.now();
const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runPart(i)));
console.log(`Journeys: ${shards} part(s), exit codes ${codes.join(', ')}, ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(codes.find((code) => code !== 0) ?? 0);
