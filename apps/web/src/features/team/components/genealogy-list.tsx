import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTeamDay } from '../lib/team-format';
import { visibleTree, type TeamTree, type VisibleNode } from '../lib/team-tree';
import type { TeamTreeActions } from './use-team-tree';

type Row = { key: string; kind: 'member'; node: VisibleNode } | { key: string; kind: 'more'; parent: VisibleNode };

/** The tree's rows in reading order, with a "Show more" row after an open member's loaded team. */
function rowsOf(root: VisibleNode | null): Row[] {
  const rows: Row[] = [];
  const walk = (node: VisibleNode) => {
    rows.push({ key: `m${node.member.id}`, kind: 'member', node });
    node.children.forEach(walk);
    if (node.hidden > 0) rows.push({ key: `more${node.member.id}`, kind: 'more', parent: node });
  };
  if (root) walk(root);
  return rows;
}

/**
 * Genealogy as a list (the accessible form of the tree, and the first view on phones): a flat
 * ARIA tree (each row says its level, position and size) with one tab stop; arrows move, Right opens (loading the team when needed) or goes down,
 * Left closes or goes up, Enter and Space open or close, Home and End jump.
 */
export function GenealogyList({ tree, actions }: { tree: TeamTree; actions: TeamTreeActions }) {
  const { t, i18n } = useTranslation('team');
  const root = useMemo(() => visibleTree(tree), [tree]);
  const rows = useMemo(() => rowsOf(root), [root]);
  const [activeKey, setActiveKey] = useState(`m${tree.focusedId ?? tree.rootId}`);
  const refs = useRef(new Map<string, HTMLLIElement>());

  // A member focused elsewhere (the search) becomes the active row and takes the focus.
  useEffect(() => {
    if (tree.focusedId === null) return;
    const key = `m${tree.focusedId}`;
    setActiveKey(key);
    refs.current.get(key)?.focus();
    refs.current.get(key)?.scrollIntoView({ block: 'nearest' });
  }, [tree.focusedId]);

  const current = rows.find((row) => row.key === activeKey) ?? rows[0];
  const moveTo = (row: Row | undefined) => {
    if (!row) return;
    setActiveKey(row.key);
    refs.current.get(row.key)?.focus();
  };
  const activate = (row: Row) => {
    if (row.kind === 'more') actions.showMore(row.parent.member.id);
    else if (row.node.member.directCount > 0) actions.toggleMember(row.node.member.id);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!current) return;
    const index = rows.indexOf(current);
    const node = current.kind === 'member' ? current.node : null;
    const parentKey = (n: VisibleNode | null) => (n?.parentId != null ? `m${n.parentId}` : null);
    switch (event.key) {
      case 'ArrowDown':
        moveTo(rows[index + 1]);
        break;
      case 'ArrowUp':
        moveTo(rows[index - 1]);
        break;
      case 'Home':
        moveTo(rows[0]);
        break;
      case 'End':
        moveTo(rows[rows.length - 1]);
        break;
      case 'ArrowRight':
        if (node && node.member.directCount > 0 && !node.isExpanded) actions.toggleMember(node.member.id);
        else if (node?.isExpanded) moveTo(rows[index + 1]);
        break;
      case 'ArrowLeft':
        if (node?.isExpanded && node.parentId !== null) actions.toggleMember(node.member.id);
        else {
          const up = current.kind === 'more' ? `m${current.parent.member.id}` : parentKey(node);
          moveTo(rows.find((row) => row.key === up));
        }
        break;
      case 'Enter':
      case ' ':
        activate(current);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const renderRow = (row: Row) => {
    const isActive = current?.key === row.key;
    const ref = (element: HTMLLIElement | null) => {
      if (element) refs.current.set(row.key, element);
      else refs.current.delete(row.key);
    };
    if (row.kind === 'more') {
      const parent = row.parent;
      return (
        <li
          key={row.key}
          ref={ref}
          role="treeitem"
          aria-level={parent.depth + 2}
          aria-selected={isActive}
          tabIndex={isActive ? 0 : -1}
          className="outline-none"
          data-testid="tree-more-item"
        >
          <div
            className={`cursor-pointer rounded-lg py-2 text-sm font-semibold text-brand underline underline-offset-2 ${isActive ? 'bg-sage-light' : ''}`}
            style={{ paddingLeft: `${2.25 + (parent.depth + 1) * 1.25}rem` }}
            onClick={() => {
              setActiveKey(row.key);
              actions.showMore(parent.member.id);
            }}
          >
            {t('genealogy.more', { count: parent.hidden })}
          </div>
        </li>
      );
    }
    const { node } = row;
    const { member } = node;
    const hasTeam = member.directCount > 0;
    const name = `${member.firstname} ${member.lastname}`;
    return (
      <li
        key={row.key}
        ref={ref}
        role="treeitem"
        aria-level={node.depth + 1}
        aria-setsize={node.setSize}
        aria-posinset={node.positionInSet}
        aria-expanded={hasTeam ? node.isExpanded : undefined}
        aria-selected={isActive}
        aria-busy={actions.loading.has(member.id) || undefined}
        tabIndex={isActive ? 0 : -1}
        className="outline-none"
        data-testid="tree-item"
        data-member-id={member.id}
      >
        <div
          className={`flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 ${isActive ? 'bg-sage-light' : 'hover:bg-cream'} ${tree.focusedId === member.id ? 'ring-2 ring-gold' : ''}`}
          style={{ paddingLeft: `${0.5 + node.depth * 1.25}rem` }}
          onClick={() => {
            setActiveKey(row.key);
            if (hasTeam) actions.toggleMember(member.id);
          }}
        >
          <span aria-hidden="true" className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${hasTeam ? 'bg-brand text-cream' : 'bg-cream-dark text-ink-muted'}`}>
            {actions.loading.has(member.id) ? '…' : hasTeam ? (node.isExpanded ? '−' : '+') : '·'}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold text-ink">
              {name}
              {node.depth === 0 && <span className="ml-2 text-xs font-normal text-ink-muted">({t('genealogy.you')})</span>}
            </span>
            <span className="block text-xs text-ink-muted">
              {t(`types.${member.userType}`)} · {t('genealogy.memberId', { id: member.id })} · {t('genealogy.joined', { date: formatTeamDay(member.joinDate, i18n.language) })}
            </span>
          </span>
          <span className="shrink-0 text-xs font-semibold text-brand">{t('genealogy.team', { count: member.teamCount })}</span>
        </div>
      </li>
    );
  };

  if (!root) return null;
  return (
    <ul role="tree" aria-label={t('genealogy.treeLabel')} onKeyDown={onKeyDown} className="rounded-2xl border border-cream-dark p-2" data-testid="genealogy-list">
      {rows.map(renderRow)}
    </ul>
  );
}
