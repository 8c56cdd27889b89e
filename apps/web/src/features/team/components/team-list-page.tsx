import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TeamListEntry, TeamListType } from '@upline/contract/team';
import { useSignOutWhenUnauthenticated } from '../../../shared/session/use-sign-out-when-unauthenticated';
import { Spinner } from '../../../shared/ui/spinner';
import { useTeamList, type TeamListRequest } from '../api/team';
import { formatTeamDay } from '../lib/team-format';
import { nextListParams, sortChoiceOf, sortChoicesFor, teamListRequestOf, type TeamListSortChoice } from '../lib/team-list-params';
import { TeamEmpty, TeamLoadFailed, TeamPagination, TeamSection } from './team-section';

const titleKeys = { customer: 'routes.customers', scholar: 'routes.scholar', ambassador: 'routes.ambassador' } as const;

/**
 * Customers, My Scholar and My Ambassador (accounts §2.10, §3 Team listing entry): name, email,
 * phone, country and join date, with search by name or member ID, a sort and pages. Tables on wide
 * screens, cards on phones; 'No data found.' when the list is empty. Who is listed: decision 0009.
 */
export function TeamListPage({ type }: { type: TeamListType }) {
  const { t } = useTranslation('team');
  const { t: tr } = useTranslation();
  const [params, setParams] = useSearchParams();
  const request = teamListRequestOf(type, params);
  const list = useTeamList(request);
  useSignOutWhenUnauthenticated(list.error);

  return (
    <TeamSection title={tr(titleKeys[type])} intro={t(`lists.intro.${type}`)}>
      <ListControls key={request.search} request={request} onChange={(change) => setParams(nextListParams(params, change))} />
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <TeamLoadFailed message={t('lists.failed')} />
      ) : list.data.entries.length === 0 ? (
        <TeamEmpty message={t('lists.empty')} hint={request.search ? t('lists.emptySearch', { search: request.search }) : undefined} />
      ) : (
        <div className={list.isPlaceholderData ? 'opacity-60' : ''}>
          <p className="mb-3 text-sm text-ink-muted" aria-live="polite" data-testid="team-list-count">
            {t('lists.count', { count: list.data.pagination.total })}
          </p>
          <TeamListTable type={type} entries={list.data.entries} request={request} />
          <TeamListCards type={type} entries={list.data.entries} />
          <TeamPagination page={list.data.pagination.page} pages={list.data.pagination.pages} />
        </div>
      )}
    </TeamSection>
  );
}

export const CustomersPage = () => <TeamListPage type="customer" />;
export const MyScholarPage = () => <TeamListPage type="scholar" />;
export const MyAmbassadorPage = () => <TeamListPage type="ambassador" />;

function ListControls({ request, onChange }: { request: TeamListRequest; onChange: (change: { search?: string; sort?: TeamListSortChoice }) => void }) {
  const { t } = useTranslation('team');
  const [search, setSearch] = useState(request.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search });
  };
  return (
    <div className="mb-5 flex flex-wrap items-end gap-3 rounded-2xl bg-cream p-4">
      <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 basis-64 items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-semibold">
          {t('lists.search')}
          <input type="search" name="search" className="field-input" value={search} maxLength={100} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <button type="submit" className="btn-primary min-h-11">
          {t('lists.searchButton')}
        </button>
      </form>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t('lists.sortBy')}
        <select className="field-input min-w-44" value={sortChoiceOf(request)} onChange={(e) => onChange({ sort: e.target.value as TeamListSortChoice })}>
          {sortChoicesFor(request.type).map((choice) => (
            <option key={choice} value={choice}>
              {t(`lists.sort.${choice}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** The member ID, and for the downline lists the level and who enrolled them. */
function EntryFacts({ type, entry }: { type: TeamListType; entry: TeamListEntry }) {
  const { t } = useTranslation('team');
  return (
    <span className="block text-xs text-ink-muted">
      {t('lists.memberId', { id: entry.id })}
      {type !== 'customer' && (
        <>
          {' · '}
          {t('lists.levelOf', { level: entry.level })}
          {' · '}
          {t('lists.enrolledBy', { name: entry.sponsor_name })}
        </>
      )}
    </span>
  );
}

function TeamListTable({ type, entries, request }: { type: TeamListType; entries: TeamListEntry[]; request: TeamListRequest }) {
  const { t, i18n } = useTranslation('team');
  const sortOf = (column: 'name' | 'join_date') =>
    request.sort === column ? (request.order === 'asc' ? 'ascending' : 'descending') : undefined;
  const th = 'py-3 pr-4 font-semibold';
  return (
    <table className="hidden w-full border-collapse text-left md:table" data-testid="team-table">
      <caption className="sr-only">{t(`lists.caption.${type}`)}</caption>
      <thead>
        <tr className="border-b border-cream-dark text-sm text-ink-muted">
          <th scope="col" className={th} aria-sort={sortOf('name')}>{t('lists.columns.name')}</th>
          <th scope="col" className={th}>{t('lists.columns.email')}</th>
          <th scope="col" className={th}>{t('lists.columns.phone')}</th>
          <th scope="col" className={th}>{t('lists.columns.country')}</th>
          <th scope="col" className={`${th} pr-0`} aria-sort={sortOf('join_date')}>{t('lists.columns.joinDate')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} className="border-b border-cream-dark align-top text-sm" data-testid="team-row" data-member-id={entry.id}>
            <th scope="row" className="py-3 pr-4 text-left font-normal">
              <span className="block font-semibold text-ink">{entry.name}</span>
              <EntryFacts type={type} entry={entry} />
            </th>
            <td className="py-3 pr-4 break-all">
              <a href={`mailto:${entry.email}`} className="text-brand underline underline-offset-2">{entry.email}</a>
            </td>
            <td className="py-3 pr-4 whitespace-nowrap">{entry.mobile ?? '—'}</td>
            <td className="py-3 pr-4">{entry.country ?? '—'}</td>
            <td className="py-3 whitespace-nowrap">{formatTeamDay(entry.join_date, i18n.language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TeamListCards({ type, entries }: { type: TeamListType; entries: TeamListEntry[] }) {
  const { t, i18n } = useTranslation('team');
  return (
    <ul className="grid gap-3 md:hidden" data-testid="team-cards">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-2xl border border-cream-dark p-4" data-testid="team-card" data-member-id={entry.id}>
          <p className="font-semibold text-ink">{entry.name}</p>
          <EntryFacts type={type} entry={entry} />
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-ink-muted">{t('lists.columns.email')}</dt>
            <dd className="min-w-0 break-all">
              <a href={`mailto:${entry.email}`} className="text-brand underline underline-offset-2">{entry.email}</a>
            </dd>
            <dt className="text-ink-muted">{t('lists.columns.phone')}</dt>
            <dd>{entry.mobile ?? '—'}</dd>
            <dt className="text-ink-muted">{t('lists.columns.country')}</dt>
            <dd>{entry.country ?? '—'}</dd>
            <dt className="text-ink-muted">{t('lists.columns.joinDate')}</dt>
            <dd>{formatTeamDay(entry.join_date, i18n.language)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
