import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import { MinusIcon, PlusIcon } from '../../../shared/ui/page-icons';
import { formatShortDay, formatTeamDay } from '../lib/team-format';
import type { TeamTree } from '../lib/team-tree';
import { visibleTree } from '../lib/team-tree';
import { LEVEL_HEIGHT, NODE_HEIGHT, NODE_WIDTH, layoutTree, type PlacedNode } from '../lib/tree-layout';
import type { TeamTreeActions } from './use-team-tree';

const MIN_SCALE = 0.2;
const MAX_SCALE = 2;
const ZOOM_STEP = 1.3;

/**
 * Genealogy's drawing (accounts §2.10, §9): 120 x 80 nodes, levels 200 apart, laid out by
 * d3-hierarchy and moved and zoomed by d3-zoom (drag; Ctrl or pinch with the wheel; plus, minus
 * and Reset). A member with a team is a button: it opens or closes that team, loading it when needed.
 */
export function GenealogyTree({ tree, actions }: { tree: TeamTree; actions: TeamTreeActions }) {
  const { t } = useTranslation('team');
  const root = useMemo(() => visibleTree(tree), [tree]);
  const layout = useMemo(() => (root ? layoutTree(root) : null), [root]);
  const viewport = useRef<HTMLDivElement>(null);
  const behaviour = useRef<ZoomBehavior<HTMLDivElement, unknown> | null>(null);
  const [transform, setTransform] = useState<ZoomTransform>(zoomIdentity);
  const nodeRefs = useRef(new Map<number, HTMLElement>());
  const rootX = layout?.positions.get(tree.rootId)?.x ?? 0;

  /** The first view: the member at the top, centred, at full size. */
  const home = () => {
    const width = viewport.current?.clientWidth ?? 0;
    return zoomIdentity.translate(width / 2 - (rootX + NODE_WIDTH / 2), 0);
  };

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const zoomer = zoom<HTMLDivElement, unknown>()
      .scaleExtent([MIN_SCALE, MAX_SCALE])
      .clickDistance(4)
      // The wheel scrolls the page; with Ctrl (or a trackpad pinch) it zooms the tree.
      .filter((event: Event) => {
        if (event.type === 'wheel') return (event as WheelEvent).ctrlKey || (event as WheelEvent).metaKey;
        return !(event as MouseEvent).button;
      })
      .on('zoom', (event: { transform: ZoomTransform }) => setTransform(event.transform));
    behaviour.current = zoomer;
    const selection = select(element);
    selection.call(zoomer).on('dblclick.zoom', null);
    selection.call(zoomer.transform, home());
    return () => {
      selection.on('.zoom', null);
    };
    // The behaviour is made once; Reset and focus read the latest layout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A focused member (search, keyboard) is brought to the middle of the view and given the focus.
  const focused = tree.focusedId;
  const focusedAt = focused !== null ? layout?.positions.get(focused) : undefined;
  useEffect(() => {
    const element = viewport.current;
    if (!element || !behaviour.current || !focusedAt || focused === null) return;
    select(element).call(behaviour.current.translateTo, focusedAt.x + NODE_WIDTH / 2, focusedAt.y + NODE_HEIGHT / 2);
    nodeRefs.current.get(focused)?.focus({ preventScroll: true });
    // Only a new focus moves the view, not every new layout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focused]);

  const zoomBy = (factor: number) => {
    if (viewport.current && behaviour.current) select(viewport.current).call(behaviour.current.scaleBy, factor);
  };
  const reset = () => {
    if (viewport.current && behaviour.current) select(viewport.current).call(behaviour.current.transform, home());
  };

  if (!layout) return null;
  const controlClass = 'inline-flex size-11 items-center justify-center rounded-lg border border-cream-dark bg-white text-brand shadow-sm hover:bg-sage-light';
  return (
    <div className="relative">
      <div className="absolute top-3 right-3 z-10 flex gap-2" role="group" aria-label={t('genealogy.zoomControls')}>
        <button type="button" className={controlClass} onClick={() => zoomBy(ZOOM_STEP)} aria-label={t('genealogy.zoomIn')} data-testid="zoom-in">
          <PlusIcon className="size-5" />
        </button>
        <button type="button" className={controlClass} onClick={() => zoomBy(1 / ZOOM_STEP)} aria-label={t('genealogy.zoomOut')} data-testid="zoom-out">
          <MinusIcon className="size-5" />
        </button>
        <button type="button" className={`${controlClass} w-auto px-3 text-sm font-semibold`} onClick={reset} data-testid="zoom-reset">
          {t('genealogy.reset')}
        </button>
      </div>
      <div
        ref={viewport}
        className="relative h-[36rem] cursor-grab touch-none overflow-hidden rounded-2xl border border-cream-dark bg-cream active:cursor-grabbing"
        aria-label={t('genealogy.canvas')}
        role="region"
        data-testid="genealogy-canvas"
        data-scale={transform.k.toFixed(2)}
      >
        <div
          className="absolute top-0 left-0 origin-top-left"
          style={{ width: layout.width, height: layout.height, transform: `translate(${transform.x}px, ${transform.y}px) scale(${transform.k})` }}
        >
          <svg width={layout.width} height={layout.height} className="absolute inset-0" aria-hidden="true">
            {layout.links.map((link) => {
              const mid = (link.y1 + link.y2) / 2;
              return <path key={link.id} d={`M${link.x1},${link.y1} C${link.x1},${mid} ${link.x2},${mid} ${link.x2},${link.y2}`} fill="none" stroke="#a8c3a0" strokeWidth={2} />;
            })}
          </svg>
          {layout.nodes.map((placed) => (
            <TreeNode
              key={placed.node.member.id}
              placed={placed}
              isRoot={placed.node.member.id === tree.rootId}
              isFocused={placed.node.member.id === focused}
              isLoading={actions.loading.has(placed.node.member.id)}
              actions={actions}
              nodeRef={(element) => {
                if (element) nodeRefs.current.set(placed.node.member.id, element);
                else nodeRefs.current.delete(placed.node.member.id);
              }}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

function TreeNode({ placed, isRoot, isFocused, isLoading, actions, nodeRef }: {
  placed: PlacedNode;
  isRoot: boolean;
  isFocused: boolean;
  isLoading: boolean;
  actions: TeamTreeActions;
  nodeRef: (element: HTMLElement | null) => void;
}) {
  const { t, i18n } = useTranslation('team');
  const { node, x, y } = placed;
  const { member } = node;
  const name = `${member.firstname} ${member.lastname}`;
  const hasTeam = member.directCount > 0;
  const box = `absolute flex flex-col overflow-hidden rounded-xl border-2 bg-white px-1.5 py-1.5 text-left leading-tight shadow-sm ${
    isFocused ? 'border-gold ring-4 ring-gold-light' : isRoot ? 'border-brand' : 'border-sage'
  }`;
  const style = { left: x, top: y, width: NODE_WIDTH, height: NODE_HEIGHT };
  const content = (
    <>
      <span className="truncate text-[13px] font-semibold text-ink" title={name}>{name}</span>
      <span className="truncate text-[11px] text-ink-muted">
        {isRoot ? t('genealogy.you') : t(`types.${member.userType}`)} · {t('genealogy.memberId', { id: member.id })}
      </span>
      <span className="truncate text-[11px] text-ink-muted" title={formatTeamDay(member.joinDate, i18n.language)}>{t('genealogy.joined', { date: formatShortDay(member.joinDate, i18n.language) })}</span>
      <span className="mt-auto flex items-center justify-between text-[11px] font-semibold text-brand">
        <span>{t('genealogy.team', { count: member.teamCount })}</span>
        {hasTeam && <span aria-hidden="true" className="inline-flex size-4 items-center justify-center rounded-full bg-brand text-[11px] leading-none text-cream">{isLoading ? '…' : node.isExpanded ? '−' : '+'}</span>}
      </span>
    </>
  );
  return (
    <>
      {hasTeam ? (
        <button
          ref={nodeRef}
          type="button"
          className={`${box} hover:border-brand`}
          style={style}
          aria-expanded={node.isExpanded}
          aria-busy={isLoading || undefined}
          onClick={() => actions.toggleMember(member.id)}
          data-testid="tree-node"
          data-member-id={member.id}
        >
          {content}
        </button>
      ) : (
        <div ref={nodeRef} tabIndex={-1} className={box} style={style} data-testid="tree-node" data-member-id={member.id}>
          {content}
        </div>
      )}
      {node.hidden > 0 && (
        <button
          type="button"
          className="absolute rounded-full border border-brand bg-white px-3 text-xs font-semibold whitespace-nowrap text-brand hover:bg-sage-light"
          style={{ left: x + NODE_WIDTH / 2, top: y + NODE_HEIGHT + (LEVEL_HEIGHT - NODE_HEIGHT) / 2 - 16, height: 32, transform: 'translateX(-50%)' }}
          onClick={() => actions.showMore(member.id)}
          disabled={isLoading}
          data-testid="tree-more"
        >
          {t('genealogy.more', { count: node.hidden })}
        </button>
      )}
    </>
  );
}
