import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TeamSearchHit } from '@upline/contract/team';
import { isApiError } from '../../../shared/api/api-error';
import { Spinner } from '../../../shared/ui/spinner';
import { teamSearchQueryOptions } from '../api/team';
import { formatTeamDay } from '../lib/team-format';
import { GenealogyList } from './genealogy-list';
import { GenealogyTree } from './genealogy-tree';
import { TeamEmpty, TeamLoadFailed, TeamSection } from './team-section';
import { useTeamTree } from './use-team-tree';

type View = 'tree' | 'list';

/** Phones start on the list: a 120 px node tree is hard to read on a 390 px screen. */
function firstView(): View {
  return typeof window !== 'undefined' && window.matchMedia?.('(max-width: 639px)').matches ? 'list' : 'tree';
}

/**
 * Downline Genealogy (accounts §2.10, §9): the member at the root, the direct team under them and
 * each one's own team a click away (loaded lazily); a zoomable tree with plus, minus and Reset, or
 * the same tree as an accessible list; search by name or member ID focuses the member.
 */
export function GenealogyPage() {
  const { t } = useTranslation('team');
  const { t: tr } = useTranslation();
  const { tree, query, actions } = useTeamTree();
  const [view, setView] = useState<View>(firstView);
  const [announcement, setAnnouncement] = useState('');

  const show = async (hit: TeamSearchHit) => {
    await actions.focusOn(hit);
    setAnnouncement(t('genealogy.focused', { name: `${hit.firstname} ${hit.lastname}` }));
  };

  return (
    <TeamSection title={tr('routes.downlineGenealogy')} intro={t('genealogy.intro')}>
      {query.isPending ? (
        <Spinner />
      ) : query.isError || !tree ? (
        <TeamLoadFailed message={t('genealogy.failed')} />
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
            <MemberSearch onShow={(hit) => void show(hit)} isDisabled={tree.members[tree.rootId]?.directCount === 0} />
            <div role="group" aria-label={t('genealogy.views')} className="inline-flex rounded-lg border border-brand p-0.5">
              {(['tree', 'list'] as const).map((id) => (
                <button
                  key={id}
                  type="button"
                  aria-pressed={view === id}
                  onClick={() => setView(id)}
                  className={`min-h-10 rounded-md px-4 text-sm font-semibold ${view === id ? 'bg-brand text-cream' : 'text-brand hover:bg-sage-light'}`}
                >
                  {t(id === 'tree' ? 'genealogy.treeView' : 'genealogy.listView')}
                </button>
              ))}
            </div>
          </div>
          <p className="sr-only" aria-live="polite">{announcement}</p>
          {view === 'tree' ? <GenealogyTree tree={tree} actions={actions} /> : <GenealogyList tree={tree} actions={actions} />}
          {tree.members[tree.rootId]?.directCount === 0 && (
            <div className="mt-4">
              <TeamEmpty message={t('genealogy.empty')} hint={t('genealogy.emptyHint')} />
            </div>
          )}
        </>
      )}
    </TeamSection>
  );
}

/** Search by name or member ID (GET user/team/search); a single match is shown at once, several are offered. */
function MemberSearch({ onShow, isDisabled }: { onShow: (hit: TeamSearchHit) => void; isDisabled: boolean }) {
  const { t, i18n } = useTranslation('team');
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState('');
  const search = useQuery({ ...teamSearchQueryOptions(submitted), enabled: submitted !== '' });
  const hits = search.data?.members ?? [];

  useEffect(() => {
    const only = search.data?.members.length === 1 ? search.data.members[0] : undefined;
    if (only) onShow(only);
    // Only a new answer shows its single match.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(text.trim());
  };

  return (
    <div className="min-w-0 flex-1 basis-72">
      <form role="search" onSubmit={submit} className="flex items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-semibold">
          {t('genealogy.search')}
          <input
            type="search"
            className="field-input"
            placeholder={t('genealogy.searchPlaceholder')}
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
            disabled={isDisabled}
            data-testid="genealogy-search"
          />
        </label>
        <button type="submit" className="btn-primary min-h-11" disabled={isDisabled}>
          {t('genealogy.searchButton')}
        </button>
      </form>
      {submitted !== '' && search.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800">{isApiError(search.error) && search.error.status === 400 ? search.error.message : t('genealogy.loadFailed')}</p>
      )}
      {submitted !== '' && search.isSuccess && hits.length === 0 && (
        <p role="status" className="mt-2 text-sm text-ink">{t('genealogy.noMatch', { search: submitted })}</p>
      )}
      {hits.length > 1 && (
        <div className="mt-2 rounded-xl border border-cream-dark bg-white p-2">
          <p id="genealogy-hits" className="px-2 text-xs font-semibold tracking-wider text-ink-muted uppercase">{t('genealogy.searchResults')}</p>
          <ul aria-labelledby="genealogy-hits" className="mt-1 max-h-56 overflow-y-auto" data-testid="genealogy-hits">
            {hits.map((hit) => (
              <li key={hit.user_id}>
                <button
                  type="button"
                  className="flex w-full flex-wrap items-baseline gap-x-2 rounded-lg px-2 py-2 text-left text-sm hover:bg-sage-light"
                  onClick={() => onShow(hit)}
                  aria-label={t('genealogy.focus', { name: `${hit.firstname} ${hit.lastname}` })}
                >
                  <span className="font-semibold text-ink">{hit.firstname} {hit.lastname}</span>
                  <span className="text-xs text-ink-muted">
                    {t(`types.${hit.user_type}`)} · {t('genealogy.memberId', { id: hit.user_id })} · {t('genealogy.levelOf', { level: hit.level })} · {t('genealogy.joined', { date: formatTeamDay(hit.join_date, i18n.language) })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
