import pg from 'pg';

// A generated sponsor tree of the shape a direct-selling company grows: a few leaders with
// thousands of personally enrolled members, most builders with 0 to 5, customers as leaves.
// Written straight into member_tree and users with the paths and counters that insertIntoTree
// would have left (docs/decisions/0002-sponsor-tree-storage.md), in batches of unnest() inserts.

export interface TreeShape {
  /** Members to add below the top member (the top member included). */
  size: number;
  /** Leaders (the top member and the first members it enrols) who take `leaderShare` of all enrolments. */
  leaders: number;
  leaderShare: number;
  /** The most members an ordinary builder enrols. */
  maxChildren: number;
}

export interface GeneratedTree {
  firstId: number;
  size: number;
  sponsor: Int32Array;
  depth: Int32Array;
  directCount: Int32Array;
  downlineCount: Int32Array;
  /** 0 customer, 1 ambassador, 2 scholar */
  type: Uint8Array;
  /** downlineCount by type, indexed like `type` (member_tree's type counters). */
  downlineByType: [Int32Array, Int32Array, Int32Array];
}

/** A deterministic pseudo-random generator (mulberry32), so that every run builds the same tree. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The tree's shape as arrays indexed 0..size-1 (member id = firstId + index); index 0 is the top member. */
export function generateTree(firstId: number, shape: TreeShape): GeneratedTree {
  const { size } = shape;
  const next = random(20261125);
  const sponsor = new Int32Array(size).fill(-1);
  const depth = new Int32Array(size);
  const directCount = new Int32Array(size);
  const downlineCount = new Int32Array(size);
  const type = new Uint8Array(size);
  type[0] = 1;
  // Builders who may still enrol (fewer than maxChildren so far); swap-remove when full.
  const open: number[] = [0];
  for (let i = 1; i < size; i++) {
    const toLeader = i <= shape.leaders || next() < shape.leaderShare;
    let parent: number;
    if (toLeader) parent = i <= shape.leaders ? 0 : Math.floor(next() * Math.min(shape.leaders + 1, i));
    else {
      const slot = Math.floor(next() * open.length);
      parent = open[slot]!;
      if (directCount[parent]! + 1 >= shape.maxChildren && parent > shape.leaders) {
        open[slot] = open[open.length - 1]!;
        open.pop();
      }
    }
    sponsor[i] = parent;
    depth[i] = depth[parent]! + 1;
    directCount[parent]!++;
    const roll = next();
    type[i] = i <= shape.leaders ? 1 : roll < 0.6 ? 0 : roll < 0.85 ? 1 : 2;
    if (type[i] !== 0) open.push(i);
  }
  // Children always come after their sponsor, so one backward pass sums every downline.
  const downlineByType: GeneratedTree['downlineByType'] = [new Int32Array(size), new Int32Array(size), new Int32Array(size)];
  for (let i = size - 1; i > 0; i--) {
    const parent = sponsor[i]!;
    downlineCount[parent]! += downlineCount[i]! + 1;
    for (let t = 0; t < 3; t++) downlineByType[t]![parent]! += downlineByType[t]![i]! + (type[i] === t ? 1 : 0);
  }
  return { firstId, size, sponsor, depth, directCount, downlineCount, type, downlineByType };
}

const typeNames = ['customer', 'ambassador', 'scholar'] as const;

/**
 * Inserts the tree below `rootRow` (the company account): users (same password hash for all, so
 * that any of them can sign in), then member_tree rows, then the root's counters.
 */
export async function insertTree(databaseUrl: string, tree: GeneratedTree, below: { memberId: number; path: string; depth: number }, passwordHash: string, batch = 100_000): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Bulk load: foreign-key triggers off for this session and the secondary indexes built once
    // at the end (a sort each) instead of row by row; their definitions are kept as the
    // migrations made them.
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
      `select i.indexname, i.indexdef from pg_indexes i
       where i.schemaname = 'public' and i.tablename in ('users', 'member_tree')
         and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    );
    for (const index of indexes) await client.query(`drop index "${index.indexname}"`);
    const paths: string[] = new Array(tree.size);
    const start = Date.parse('2023-11-25T00:00:00Z');
    const span = Date.parse('2026-11-20T00:00:00Z') - start;
    for (let from = 0; from < tree.size; from += batch) {
      const to = Math.min(tree.size, from + batch);
      const ids: number[] = [];
      const sponsors: number[] = [];
      const rowPaths: string[] = [];
      const depths: number[] = [];
      const directs: number[] = [];
      const downlines: number[] = [];
      const customers: number[] = [];
      const ambassadors: number[] = [];
      const scholars: number[] = [];
      const types: string[] = [];
      const joined: string[] = [];
      for (let i = from; i < to; i++) {
        const id = tree.firstId + i;
        const parent = tree.sponsor[i]!;
        paths[i] = `${parent < 0 ? below.path : paths[parent]}${id}/`;
        ids.push(id);
        sponsors.push(parent < 0 ? below.memberId : tree.firstId + parent);
        rowPaths.push(paths[i]!);
        depths.push(below.depth + 1 + tree.depth[i]!);
        directs.push(tree.directCount[i]!);
        downlines.push(tree.downlineCount[i]!);
        customers.push(tree.downlineByType[0][i]!);
        ambassadors.push(tree.downlineByType[1][i]!);
        scholars.push(tree.downlineByType[2][i]!);
        types.push(typeNames[tree.type[i]!]!);
        joined.push(new Date(start + Math.floor((span * i) / tree.size)).toISOString());
      }
      await client.query(
        `insert into users (id, email, password_hash, member_type, firstname, lastname, sponsor_id, mobile, join_date, created_at)
         select u.id, 'member' || u.id || '@bench.upline.test', $5, u.type, 'Member', 'No ' || u.id, u.sponsor, '1-555-01' || lpad((u.id % 10000)::text, 4, '0'), u.joined, u.joined
         from unnest($1::int[], $2::int[], $3::text[], $4::timestamptz[]) as u(id, sponsor, type, joined)`,
        [ids, sponsors, types, joined, passwordHash],
      );
      await client.query(
        `insert into member_tree (member_id, sponsor_id, path, depth, direct_count, downline_count, downline_customers, downline_ambassadors, downline_scholars)
         select * from unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[])`,
        [ids, sponsors, rowPaths, depths, directs, downlines, customers, ambassadors, scholars],
      );
    }
    for (const index of indexes) await client.query(index.indexdef);
    // The ancestors of the new subtree (the company account and anything above it) gain it all.
    const ancestors = below.path.split('/').filter(Boolean).map(Number);
    const ofType = (t: number) => tree.type.reduce((n, x) => n + (x === t ? 1 : 0), 0);
    await client.query(
      `update member_tree set downline_count = downline_count + $1, downline_customers = downline_customers + $2,
         downline_ambassadors = downline_ambassadors + $3, downline_scholars = downline_scholars + $4 where member_id = any($5::int[])`,
      [tree.size, ofType(0), ofType(1), ofType(2), ancestors],
    );
    await client.query('update member_tree set direct_count = direct_count + 1 where member_id = $1', [below.memberId]);
    await client.query(`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
    await client.query('commit');
    // What autovacuum does to a tree grown over years (this machine's server runs without it):
    // statistics, and a visibility map that lets the index-only reads of children skip the heap.
    await client.query('vacuum (analyze) users');
    await client.query('vacuum (analyze) member_tree');
  } finally {
    await client.end();
  }
}
