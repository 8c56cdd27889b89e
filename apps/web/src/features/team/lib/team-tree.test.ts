import { describe, expect, it } from 'vitest';
import type { TeamMemberNode, TeamMembersResponse, TeamSearchHit } from '@upline/contract/team';
import {
  ancestorsToLoad,
  focusHit,
  mergeSubtree,
  needsLoadToOpen,
  nextPageToLoad,
  toggle,
  treeFromAnswer,
  visibleRows,
  visibleTree,
} from './team-tree';
import { LEVEL_HEIGHT, NODE_HEIGHT, NODE_WIDTH, layoutTree } from './tree-layout';

const node = (id: number, level: number, direct: number, team: TeamMemberNode[] = [], teamCount = direct): TeamMemberNode => ({
  user_id: id, firstname: `First${id}`, lastname: `Last${id}`, user_type: 'ambassador', join_date: '2026-11-01', level, direct_count: direct, team_count: teamCount, team_members: team,
});
const answer = (root: TeamMemberNode, page = 1, perPage = 50): TeamMembersResponse => ({
  success: true, ...root, pagination: { page, per_page: perPage, total: root.direct_count, pages: Math.ceil(root.direct_count / perPage) },
});

// Ava (1) enrolled Sam (2) and Carl (3); Sam enrolled 12 members (20..31), of which the first answer nests 10.
const first = () =>
  treeFromAnswer(answer(node(1, 0, 2, [node(2, 1, 12, Array.from({ length: 10 }, (_, i) => node(20 + i, 2, i === 0 ? 3 : 0))), node(3, 1, 0)], 15)));

describe('the Genealogy tree model', () => {
  it('opens on the member with the direct team shown and each one closed', () => {
    const rows = visibleRows(visibleTree(first()));
    expect(rows.map((r) => r.member.id)).toEqual([1, 2, 3]);
    expect(rows[0]).toMatchObject({ depth: 0, isExpanded: true });
    expect(rows[1]).toMatchObject({ depth: 1, positionInSet: 1, setSize: 2, isExpanded: false });
  });

  it('opens a member at once when its first members came nested, and says how many are not loaded yet', () => {
    const tree = toggle(first(), 2);
    const rows = visibleRows(visibleTree(tree));
    expect(rows.map((r) => r.member.id)).toEqual([1, 2, ...Array.from({ length: 10 }, (_, i) => 20 + i), 3]);
    expect(rows[1]!.hidden).toBe(2);
    // Sam's own page was never asked: opening does not need it, "Show more" asks page 1 (all 12).
    expect(needsLoadToOpen(tree, 2)).toBe(false);
    expect(nextPageToLoad(tree, 2)).toBe(1);
  });

  it('loads a member’s team lazily: a closed member whose team was not nested asks ?root first', () => {
    let tree = first();
    expect(needsLoadToOpen(tree, 20)).toBe(true);
    tree = mergeSubtree(tree, answer(node(20, 2, 3, [node(40, 3, 0), node(41, 3, 1), node(42, 3, 0)])));
    tree = toggle(tree, 2);
    tree = toggle(tree, 20);
    const rows = visibleRows(visibleTree(tree));
    expect(rows.filter((r) => r.depth === 3).map((r) => r.member.id)).toEqual([40, 41, 42]);
    expect(needsLoadToOpen(tree, 20)).toBe(false);
    expect(nextPageToLoad(tree, 20)).toBeNull();
  });

  it('appends the next page of a large team without repeating members', () => {
    let tree = toggle(first(), 2);
    tree = mergeSubtree(tree, answer(node(2, 1, 12, Array.from({ length: 5 }, (_, i) => node(20 + i, 2, 0))), 1, 5));
    tree = mergeSubtree(tree, answer(node(2, 1, 12, Array.from({ length: 5 }, (_, i) => node(25 + i, 2, 0))), 2, 5));
    tree = mergeSubtree(tree, answer(node(2, 1, 12, [node(30, 2, 0), node(31, 2, 0)]), 3, 5));
    expect(tree.children[2]).toEqual(Array.from({ length: 12 }, (_, i) => 20 + i));
    expect(nextPageToLoad(tree, 2)).toBeNull();
    expect(visibleTree(tree)!.children[0]!.hidden).toBe(0);
  });

  it('does not open a member without a team', () => {
    const tree = first();
    expect(toggle(tree, 3)).toBe(tree);
    expect(toggle(toggle(tree, 2), 2).expanded[2]).toBe(false);
  });

  it('focuses a search hit deep down: loads the ancestors it lacks, opens them and adds the member', () => {
    let tree = first();
    // Nina (77) is on Sam's 3rd page of team, under member 31 whom no answer has nested yet.
    const hit: TeamSearchHit = { user_id: 77, firstname: 'Nina', lastname: 'Park', user_type: 'scholar', join_date: '2026-11-20', level: 3, direct_count: 0, team_count: 0, path: [2, 31, 77] };
    expect(ancestorsToLoad(tree, hit)).toEqual([31]);
    tree = mergeSubtree(tree, answer(node(31, 2, 60, Array.from({ length: 50 }, (_, i) => node(100 + i, 3, 0)))));
    expect(ancestorsToLoad(tree, hit)).toEqual([]);
    tree = focusHit(tree, hit);
    expect(tree.focusedId).toBe(77);
    const rows = visibleRows(visibleTree(tree));
    const nina = rows.find((r) => r.member.id === 77);
    expect(nina).toMatchObject({ depth: 3, parentId: 31 });
    expect(nina!.member.firstname).toBe('Nina');
    // Every ancestor is open, the rest of Sam's team is still one "Show more" away.
    expect(rows.find((r) => r.member.id === 2)).toMatchObject({ isExpanded: true });
    expect(rows.find((r) => r.member.id === 31)).toMatchObject({ isExpanded: true, hidden: 9 });
  });

  it('focuses a direct team member without any request', () => {
    const hit: TeamSearchHit = { user_id: 3, firstname: 'First3', lastname: 'Last3', user_type: 'ambassador', join_date: '2026-11-01', level: 1, direct_count: 0, team_count: 0, path: [3] };
    expect(ancestorsToLoad(first(), hit)).toEqual([]);
    expect(focusHit(first(), hit).focusedId).toBe(3);
  });
});

describe('the Genealogy layout', () => {
  it('puts the levels 200 apart and never overlaps two 120 x 80 nodes', () => {
    const layout = layoutTree(visibleTree(toggle(first(), 2))!);
    const byId = layout.positions;
    expect(byId.get(2)!.y - byId.get(1)!.y).toBe(LEVEL_HEIGHT);
    expect(byId.get(20)!.y - byId.get(2)!.y).toBe(LEVEL_HEIGHT);
    const level2 = [...byId.entries()].filter(([id]) => id >= 20).map(([, p]) => p.x).sort((a, b) => a - b);
    for (let i = 1; i < level2.length; i++) expect(level2[i]! - level2[i - 1]!).toBeGreaterThanOrEqual(NODE_WIDTH);
    // Everything fits inside the drawing.
    for (const { x, y } of byId.values()) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + NODE_WIDTH).toBeLessThanOrEqual(layout.width);
      expect(y + NODE_HEIGHT).toBeLessThanOrEqual(layout.height);
    }
    // A link joins the bottom of a parent to the top of its child.
    const link = layout.links.find((l) => l.id === '1-2')!;
    expect(link.y1).toBe(byId.get(1)!.y + NODE_HEIGHT);
    expect(link.y2).toBe(byId.get(2)!.y);
  });
});
