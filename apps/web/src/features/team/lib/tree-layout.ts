import { hierarchy, tree as d3tree } from 'd3-hierarchy';
import type { VisibleNode } from './team-tree';

/** A Genealogy node is 120 x 80 and the levels are 200 apart (accounts §9). */
export const NODE_WIDTH = 120;
export const NODE_HEIGHT = 80;
export const LEVEL_HEIGHT = 200;
/** Room between two neighbours, and between two cousins (wider, so that families read apart). */
const SIBLING_GAP = 24;
/** Room kept around the drawing. */
const MARGIN = 40;
/** The "Show more" button under an open member with more team to load. */
export const MORE_HEIGHT = 36;

export interface PlacedNode {
  node: VisibleNode;
  /** Top-left corner of the node's box. */
  x: number;
  y: number;
}

export interface TreeLayout {
  nodes: PlacedNode[];
  /** Parent bottom centre to child top centre. */
  links: { id: string; x1: number; y1: number; x2: number; y2: number }[];
  width: number;
  height: number;
  /** Where each member's box is (top-left), by member ID. */
  positions: Map<number, { x: number; y: number }>;
}

/**
 * Places the open part of the tree with d3-hierarchy's tidy tree (Reingold–Tilford): fixed node
 * size, each level LEVEL_HEIGHT below the last, neighbours never overlapping. Coordinates start at
 * the drawing's top-left corner (margin included).
 */
export function layoutTree(root: VisibleNode): TreeLayout {
  const h = hierarchy(root, (node) => node.children);
  const laid = d3tree<VisibleNode>()
    .nodeSize([NODE_WIDTH + SIBLING_GAP, LEVEL_HEIGHT])
    .separation((a, b) => (a.parent === b.parent ? 1 : 1.25))(h);
  let minX = Infinity;
  let maxX = -Infinity;
  let maxY = 0;
  laid.each((n) => {
    minX = Math.min(minX, n.x);
    maxX = Math.max(maxX, n.x);
    maxY = Math.max(maxY, n.y);
  });
  const dx = MARGIN - minX + NODE_WIDTH / 2;
  const dy = MARGIN;
  const nodes: PlacedNode[] = [];
  const positions = new Map<number, { x: number; y: number }>();
  laid.each((n) => {
    const placed = { node: n.data, x: n.x + dx - NODE_WIDTH / 2, y: n.y + dy };
    nodes.push(placed);
    positions.set(n.data.member.id, { x: placed.x, y: placed.y });
  });
  const links = laid.links().map((link) => ({
    id: `${link.source.data.member.id}-${link.target.data.member.id}`,
    x1: link.source.x + dx,
    y1: link.source.y + dy + NODE_HEIGHT,
    x2: link.target.x + dx,
    y2: link.target.y + dy,
  }));
  return {
    nodes,
    links,
    positions,
    width: maxX - minX + NODE_WIDTH + 2 * MARGIN,
    height: maxY + NODE_HEIGHT + MORE_HEIGHT + 2 * MARGIN,
  };
}
