// The team calls at a million members (issue 15 item 6): p50 and p99 of Genealogy's first load,
// a lazy subtree, My Ambassador's first page and a downline-membership check, for a member at the
// top of a 1,000,000-member tree and one in the middle, beside a bare route in the same run.
// Run: npm run bench:team   (bench/README.md explains the figures)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, startBenchApi, startChildServer, type ChildServer } from './lib/child-server.js';
import { load, type LoadResult } from './lib/load.js';
import { benchPostgresReady, withBenchDatabase } from './lib/postgres.js';
import { runBenchmark } from './lib/run-benchmark.js';
import { generateTree, insertTree, type GeneratedTree } from './lib/team-tree.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const size = Number(process.env.BENCH_TEAM_SIZE ?? 1_000_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const workers = Number(process.env.BENCH_WORKERS ?? 0);
const targetP99Ms = 20;

async function startBare(): Promise<ChildServer> {
  const port = await freePort();
  return startChildServer({ script: path.join(root, 'bench/bare-server.ts'), env: { PORT: String(port) }, port, readyPath: '/health', startTimeoutMs: 30_000 });
}

/** True when `ancestor` is on `member`'s sponsor chain (the generated arrays, not the database). */
function isAncestor(tree: GeneratedTree, ancestor: number, member: number): boolean {
  for (let at = tree.sponsor[member]!; at >= 0; at = tree.sponsor[at]!) if (at === ancestor) return true;
  return false;
}

interface Subject {
  label: string;
  index: number;
  /** A direct team member of the subject with a team of their own: the lazily opened node. */
  opened: number;
  /** The deepest member of the subject's downline: the membership check. */
  deep: number;
}

/** The member half way down the tree's depth with the largest team, and what to ask about each subject. */
function pickSubjects(tree: GeneratedTree): Subject[] {
  let maxDepth = 0;
  for (let i = 0; i < tree.size; i++) maxDepth = Math.max(maxDepth, tree.depth[i]!);
  const middleDepth = Math.round(maxDepth / 2);
  let middle = -1;
  for (let i = 0; i < tree.size; i++) if (tree.depth[i] === middleDepth && (middle < 0 || tree.downlineCount[i]! > tree.downlineCount[middle]!)) middle = i;
  const describe = (label: string, index: number): Subject => {
    let opened = -1;
    let deep = -1;
    for (let i = index + 1; i < tree.size; i++) {
      if (tree.sponsor[i] === index && (opened < 0 || tree.downlineCount[i]! > tree.downlineCount[opened]!)) opened = i;
      if ((deep < 0 || tree.depth[i]! > tree.depth[deep]!) && (index === 0 || isAncestor(tree, index, i))) deep = i;
    }
    return { label, index, opened, deep };
  };
  return [describe('top', 0), describe('middle', middle)];
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Demo#2026' }) });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`could not sign in as ${email}: ${res.status}`);
  return body.access_token;
}

interface Row {
  target: string;
  /** One member asking, one request after another: the time a member waits. */
  alone: LoadResult;
  /** `connections` members asking at once: what the machine holds. */
  result: LoadResult;
}

async function measure(target: string, url: string, token?: string): Promise<Row> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${target}: ${url} answered ${res.status} ${await res.text()}`);
  await load(url, { connections, seconds: 1, headers, workers });
  const alone = await load(url, { connections: 1, seconds, headers, workers: 0 });
  return { target, alone, result: await load(url, { connections, seconds, headers, workers }) };
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function printRows(rows: Row[]) {
  // No answer within the run: every request took longer than the run itself.
  const ms = (result: LoadResult, value: number) => (result.requests === 0 ? `>${fmt(seconds * 1000)}` : fmt(value));
  const lines = [
    ['target', 'alone p50', 'alone p99', `${connections} conn p50`, `${connections} conn p99`, 'req/s', 'failures'],
    ...rows.map((r) => [
      r.target,
      ms(r.alone, r.alone.p50Ms),
      ms(r.alone, r.alone.p99Ms),
      ms(r.result, r.result.p50Ms),
      ms(r.result, r.result.p99Ms),
      fmt(r.result.requestsPerSecond),
      String(r.result.failures + r.alone.failures),
    ]),
  ];
  const widths = lines[0]!.map((_, c) => Math.max(...lines.map((l) => l[c]!.length)));
  lines.splice(1, 0, widths.map((w) => '-'.repeat(w)));
  for (const line of lines) console.log(line.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
}

async function main() {
  if (!(await benchPostgresReady())) return;
  await withBenchDatabase('upline_bench_team', async (databaseUrl) => {
    const servers: ChildServer[] = [];
    try {
      await measureTeam(databaseUrl, servers);
    } finally {
      for (const server of servers) await server.stop();
    }
  });
}

async function measureTeam(databaseUrl: string, servers: ChildServer[]) {
  const api = await startBenchApi(databaseUrl, await freePort());
  servers.push(api);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const company = (await client.query<{ member_id: number; path: string; depth: number }>(`select mt.member_id, mt.path, mt.depth from member_tree mt join users u on u.id = mt.member_id where u.is_company limit 1`)).rows[0]!;
  const hash = (await client.query<{ password_hash: string }>(`select password_hash from users where email = 'ava@upline.test'`)).rows[0]!.password_hash;
  const firstId = (await client.query<{ next: number }>('select max(id) + 1 as next from users')).rows[0]!.next;

  let started = Date.now();
  const tree = generateTree(firstId, { size, leaders: 40, leaderShare: 0.2, maxChildren: 5 });
  const shapeMs = Date.now() - started;
  started = Date.now();
  await insertTree(databaseUrl, tree, { memberId: company.member_id, path: company.path, depth: company.depth }, hash);
  const insertMs = Date.now() - started;
  let leaves = 0;
  let upToFive = 0;
  let maxDirect = 0;
  let maxDepth = 0;
  for (let i = 0; i < tree.size; i++) {
    if (tree.directCount[i] === 0) leaves++;
    if (tree.directCount[i]! <= 5) upToFive++;
    maxDirect = Math.max(maxDirect, tree.directCount[i]!);
    maxDepth = Math.max(maxDepth, tree.depth[i]!);
  }
  const thousands = Array.from(tree.directCount).filter((n) => n >= 1000).length;
  const types = [0, 1, 2].map((t) => tree.type.filter((x) => x === t).length);
  const dbSize = (await client.query<{ size: string }>('select pg_size_pretty(pg_database_size(current_database())) as size')).rows[0]!.size;
  await client.end();
  console.log(`tree: ${fmt(tree.size)} members below the company account (generated in ${fmt(shapeMs / 1000, 1)} s, inserted in ${fmt(insertMs / 1000, 1)} s; database ${dbSize})`);
  console.log(`shape: ${fmt(leaves)} with no direct team, ${fmt(upToFive)} with 0 to 5, ${thousands} with 1,000 or more (largest ${fmt(maxDirect)}); depth up to ${maxDepth}; ${fmt(types[0]!)} customers, ${fmt(types[1]!)} ambassadors, ${fmt(types[2]!)} scholars`);

  const subjects = pickSubjects(tree);
  const bare = await startBare();
  servers.push(bare);
  const rows: Row[] = [await measure('bare Fastify, constant JSON (before)', `${bare.baseUrl}/bare`)];
  for (const subject of subjects) {
    const id = tree.firstId + subject.index;
    console.log(
      `${subject.label} member ${id}: level ${tree.depth[subject.index]! + 1} below the company, direct team ${fmt(tree.directCount[subject.index]!)}, downline ${fmt(tree.downlineCount[subject.index]!)}; ` +
        `opened node ${tree.firstId + subject.opened} (direct team ${fmt(tree.directCount[subject.opened]!)}), deepest member ${tree.firstId + subject.deep} (${tree.depth[subject.deep]! - tree.depth[subject.index]!} levels down)`,
    );
    const token = await signIn(api.baseUrl, `member${id}@bench.upline.test`);
    const at = (route: string) => `${api.baseUrl}/api${route}`;
    rows.push(await measure(`${subject.label}: GET user/teammembers`, at('/user/teammembers'), token));
    rows.push(await measure(`${subject.label}: lazy subtree ?root&depth=3`, at(`/user/teammembers?root=${tree.firstId + subject.opened}&depth=3`), token));
    rows.push(await measure(`${subject.label}: team-users/ambassador page 1`, at('/team-users/ambassador'), token));
    rows.push(await measure(`${subject.label}: downline check (?root=deepest&depth=1)`, at(`/user/teammembers?root=${tree.firstId + subject.deep}&depth=1`), token));
  }
  rows.push(await measure('bare Fastify, constant JSON (after)', `${bare.baseUrl}/bare`));
  console.log('');
  console.log(`each call after a 1 s warm-up: ${seconds} s with one connection (a member waiting for their page), then ${seconds} s with ${connections} at once; times in ms; the API on PostgreSQL with its default pool, bearer token`);
  printRows(rows);
  const teamRows = rows.filter((r) => !r.target.startsWith('bare'));
  const failing = (result: LoadResult) => result.requests === 0 || result.p99Ms >= targetP99Ms || result.failures > 0;
  const missedAlone = teamRows.filter((r) => failing(r.alone));
  const missedLoaded = teamRows.filter((r) => failing(r.result));
  console.log('');
  console.log(`target: p99 under ${targetP99Ms} ms for each team call, no failures.`);
  console.log(`  a member alone: ${missedAlone.length === 0 ? 'met' : `missed by ${missedAlone.map((r) => r.target).join('; ')}`}.`);
  console.log(`  ${connections} members at once: ${missedLoaded.length === 0 ? 'met' : `missed by ${missedLoaded.map((r) => r.target).join('; ')}`}.`);
}

runBenchmark(main);
