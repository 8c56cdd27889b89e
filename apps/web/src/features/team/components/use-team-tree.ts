import { useCallback, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TeamSearchHit } from '@upline/contract/team';
import { useSignOutWhenUnauthenticated } from '../../../shared/session/use-sign-out-when-unauthenticated';
import { subtreeQueryOptions, teamMembersQueryOptions } from '../api/team';
import {
  ancestorsToLoad,
  focusHit,
  focusMember,
  mergeSubtree,
  needsLoadToOpen,
  nextPageToLoad,
  toggle,
  treeFromAnswer,
  type TeamTree,
} from '../lib/team-tree';

export interface TeamTreeActions {
  /** Opens or closes a member's team, loading its first page when none of it is loaded yet. */
  toggleMember: (id: number) => void;
  /** Loads the next page of an open member's team. */
  showMore: (id: number) => void;
  /** Shows a search hit: loads the ancestors it lacks, opens them and focuses it. */
  focusOn: (hit: TeamSearchHit) => Promise<void>;
  /** Moves the focus to a member already shown. */
  setFocused: (id: number | null) => void;
  /** Members whose team is being loaded. */
  loading: ReadonlySet<number>;
}

/**
 * Genealogy's state: the first answer of GET user/teammembers, then every lazily loaded part
 * (?root={id}&depth=1) merged into one TeamTree; each request goes through the query cache.
 */
export function useTeamTree() {
  const { t } = useTranslation('team');
  const queryClient = useQueryClient();
  const first = useQuery(teamMembersQueryOptions());
  useSignOutWhenUnauthenticated(first.error);
  const base = useMemo(() => (first.data ? treeFromAnswer(first.data) : null), [first.data]);
  const [local, setLocal] = useState<TeamTree | null>(null);
  const [loading, setLoading] = useState<ReadonlySet<number>>(new Set());
  const tree = local ?? base;

  const update = useCallback((change: (tree: TeamTree) => TeamTree) => setLocal((prev) => (prev ?? base ? change((prev ?? base) as TeamTree) : prev)), [base]);
  const busy = (ids: number[], isBusy: boolean) =>
    setLoading((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (isBusy) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const fetchPage = (id: number, page: number) => queryClient.fetchQuery(subtreeQueryOptions(id, page));

  const load = async (ids: number[], page: (id: number) => number) => {
    busy(ids, true);
    try {
      const answers = await Promise.all(ids.map((id) => fetchPage(id, page(id))));
      update((current) => answers.reduce(mergeSubtree, current));
      return true;
    } catch {
      toast.error(t('genealogy.loadFailed'));
      return false;
    } finally {
      busy(ids, false);
    }
  };

  const actions: TeamTreeActions = {
    loading,
    toggleMember: (id) => {
      if (!tree || loading.has(id)) return;
      if (!tree.expanded[id] && needsLoadToOpen(tree, id)) {
        void load([id], () => 1).then((ok) => ok && update((current) => focusMember(toggle(current, id, true), id)));
        return;
      }
      update((current) => focusMember(toggle(current, id), id));
    },
    showMore: (id) => {
      if (!tree || loading.has(id)) return;
      const page = nextPageToLoad(tree, id);
      if (page !== null) void load([id], () => page);
    },
    focusOn: async (hit) => {
      if (!tree) return;
      const missing = ancestorsToLoad(tree, hit);
      if (missing.length > 0 && !(await load(missing, () => 1))) return;
      update((current) => focusHit(current, hit));
    },
    setFocused: (id) => update((current) => focusMember(current, id)),
  };

  return { tree, query: first, actions };
}
