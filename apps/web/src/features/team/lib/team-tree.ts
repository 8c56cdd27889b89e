import type { TeamMemberNode, TeamMembersResponse, TeamSearchHit } from '@upline/contract/team';

// The Genealogy tree as the page holds it: every member loaded so far, who their loaded direct
// team is, which nodes are open and which member is focused. Pure functions, new objects out:
// the page keeps one TeamTree in state and replaces it after each answer or click.

export interface TeamTreeMember {
  id: number;
  firstname: string;
  lastname: string;
  userType: TeamMemberNode['user_type'];
  joinDate: string;
  /** 0 for the member who looks at the tree, 1 for their direct team, and so on. */
  level: number;
  directCount: number;
  teamCount: number;
}

export interface TeamTree {
  rootId: number;
  members: Record<number, TeamTreeMember>;
  /** The direct team members loaded so far, in the server's order (member ID). */
  children: Record<number, number[]>;
  /** Pages of a member's direct team fetched with ?root (0: only what an ancestor's answer nested). */
  pagesLoaded: Record<number, number>;
  expanded: Record<number, boolean>;
  focusedId: number | null;
}

function memberOf(node: Omit<TeamMemberNode, 'team_members'>): TeamTreeMember {
  return {
    id: node.user_id,
    firstname: node.firstname,
    lastname: node.lastname,
    userType: node.user_type,
    joinDate: node.join_date,
    level: node.level,
    directCount: node.direct_count,
    teamCount: node.team_count,
  };
}

/** Adds a node and the team nested in it; children already known stay, new ones join in order. */
function addNested(tree: TeamTree, node: TeamMemberNode): void {
  tree.members[node.user_id] = memberOf(node);
  if (node.team_members.length === 0) return;
  const known = tree.children[node.user_id] ?? [];
  const merged = [...known];
  for (const child of node.team_members) {
    if (!merged.includes(child.user_id)) merged.push(child.user_id);
    addNested(tree, child);
  }
  tree.children[node.user_id] = merged.sort((a, b) => a - b);
}

function copy(tree: TeamTree): TeamTree {
  return {
    ...tree,
    members: { ...tree.members },
    children: { ...tree.children },
    pagesLoaded: { ...tree.pagesLoaded },
    expanded: { ...tree.expanded },
  };
}

/** The tree from GET user/teammembers: the member (open), their direct team and each one's first members. */
export function treeFromAnswer(answer: TeamMembersResponse): TeamTree {
  const tree: TeamTree = { rootId: answer.user_id, members: {}, children: {}, pagesLoaded: { [answer.user_id]: answer.pagination.page }, expanded: { [answer.user_id]: true }, focusedId: null };
  addNested(tree, answer);
  return tree;
}

/** Merges one page of GET user/teammembers?root={id}: the member's data and that page of their direct team. */
export function mergeSubtree(tree: TeamTree, answer: TeamMembersResponse): TeamTree {
  const next = copy(tree);
  addNested(next, answer);
  next.pagesLoaded[answer.user_id] = Math.max(next.pagesLoaded[answer.user_id] ?? 0, answer.pagination.page);
  return next;
}

/** The direct team of a member not loaded yet, beyond what is shown. */
export function hiddenCount(tree: TeamTree, id: number): number {
  const member = tree.members[id];
  return member ? Math.max(0, member.directCount - (tree.children[id]?.length ?? 0)) : 0;
}

/** The page to fetch when a member is opened or asks for more; null when everything is loaded. */
export function nextPageToLoad(tree: TeamTree, id: number): number | null {
  return hiddenCount(tree, id) > 0 ? (tree.pagesLoaded[id] ?? 0) + 1 : null;
}

/** Opening a member none of whose team is loaded yet asks for its first page; nested members open at once. */
export function needsLoadToOpen(tree: TeamTree, id: number): boolean {
  return (tree.children[id]?.length ?? 0) === 0 && hiddenCount(tree, id) > 0;
}

/** Opens or closes a member's team; a member without a team stays closed. */
export function toggle(tree: TeamTree, id: number, open = !tree.expanded[id]): TeamTree {
  const member = tree.members[id];
  if (!member || (open && member.directCount === 0)) return tree;
  return { ...tree, expanded: { ...tree.expanded, [id]: open } };
}

/** The member IDs to ask (?root) before a search hit can be shown: its ancestors below the root not loaded yet. */
export function ancestorsToLoad(tree: TeamTree, hit: TeamSearchHit): number[] {
  return hit.path.slice(0, -1).filter((id) => !tree.members[id] || needsLoadToOpen(tree, id));
}

/**
 * Shows a search hit: its ancestors are opened and the member focused. A member not on the
 * loaded pages of their sponsor's team (a sponsor with hundreds) is added beside them, so that it
 * can be shown without loading every page before it. Ancestors must be loaded (ancestorsToLoad).
 */
export function focusHit(tree: TeamTree, hit: TeamSearchHit): TeamTree {
  const next = copy(tree);
  const chain = [tree.rootId, ...hit.path];
  if (!next.members[hit.user_id]) {
    next.members[hit.user_id] = memberOf({ ...hit });
  }
  for (let i = 1; i < chain.length; i++) {
    const parent = chain[i - 1] as number;
    const child = chain[i] as number;
    if (!next.members[child]) continue;
    const siblings = next.children[parent] ?? [];
    if (!siblings.includes(child)) next.children[parent] = [...siblings, child].sort((a, b) => a - b);
    next.expanded[parent] = true;
  }
  next.focusedId = hit.user_id;
  return next;
}

/** Focuses a member already in the tree (the keyboard in the list view). */
export function focusMember(tree: TeamTree, id: number | null): TeamTree {
  return tree.focusedId === id ? tree : { ...tree, focusedId: id };
}

/** A member as the tree shows it: its place among its siblings and whether its team is open. */
export interface VisibleNode {
  member: TeamTreeMember;
  parentId: number | null;
  depth: number;
  positionInSet: number;
  setSize: number;
  isExpanded: boolean;
  /** Direct team members not loaded yet, for a "Show more" under an open member. */
  hidden: number;
  children: VisibleNode[];
}

/** The open part of the tree, from the root: what both the drawing and the list view show. */
export function visibleTree(tree: TeamTree): VisibleNode | null {
  const build = (id: number, parentId: number | null, depth: number, positionInSet: number, setSize: number): VisibleNode | null => {
    const member = tree.members[id];
    if (!member) return null;
    const isExpanded = Boolean(tree.expanded[id]) && member.directCount > 0;
    const ids = isExpanded ? (tree.children[id] ?? []) : [];
    const children = ids
      .map((childId, index) => build(childId, id, depth + 1, index + 1, ids.length))
      .filter((node): node is VisibleNode => node !== null);
    return { member, parentId, depth, positionInSet, setSize, isExpanded, hidden: isExpanded ? hiddenCount(tree, id) : 0, children };
  };
  return build(tree.rootId, null, 0, 1, 1);
}

/** The visible nodes in reading order (the list view's rows and its arrow keys). */
export function visibleRows(root: VisibleNode | null): VisibleNode[] {
  const rows: VisibleNode[] = [];
  const walk = (node: VisibleNode) => {
    rows.push(node);
    node.children.forEach(walk);
  };
  if (root) walk(root);
  return rows;
}
