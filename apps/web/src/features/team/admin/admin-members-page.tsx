import './admin-texts';
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentMeta } from '../../../shared/document-meta';
import { paths } from '../../../shared/paths';
import { MemberBadges } from './member-badges';
import { StaffGate } from './staff-gate';
import { adminMembersQueryOptions } from './team-admin-api';

/** Staff: members by name, e-mail or member id, newest first; each row opens the member. */
export function AdminMembersPage() {
  const { t, i18n } = useTranslation('membersAdmin');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const members = useQuery(adminMembersQueryOptions(q, page));
  useDocumentMeta(t('list.title'));

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  const goTo = (next: number) => setParams({ ...(q ? { q } : {}), page: String(next) });
  const day = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);

  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h1 className="text-3xl">{t('list.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('list.intro')}</p>
      <form role="search" onSubmit={search} className="mt-5 flex max-w-xl flex-wrap items-end gap-2">
        <label className="grid min-w-0 flex-1 gap-1">
          <span className="text-sm font-medium">{t('list.search')}</span>
          <input type="search" name="q" value={text} onChange={(e) => setText(e.target.value)} maxLength={100} className="field-input w-full" />
        </label>
        <button type="submit" className="btn-primary">
          {t('list.searchButton')}
        </button>
      </form>
      <StaffGate error={members.error} isPending={members.isPending}>
        {() => {
          const data = members.data!;
          const pages = Math.max(1, Math.ceil(data.total / data.per_page));
          return (
            <>
              <p className="mt-4 text-sm text-ink-muted" aria-live="polite">
                {t('list.found', { count: data.total })}
              </p>
              {data.members.length === 0 ? (
                <p className="py-6 text-center text-ink-muted">{t('list.empty')}</p>
              ) : (
                <ul className="mt-3 grid gap-2 md:hidden" aria-label={t('list.title')}>
                  {data.members.map((member) => (
                    <li key={member.id} className="rounded-xl border border-cream-dark p-3">
                      <Link to={paths.adminMember(member.id)} className="font-semibold text-brand underline">
                        {member.firstname} {member.lastname}
                      </Link>
                      <p className="mt-1 text-sm break-all">{member.email}</p>
                      <p className="mt-1 text-sm text-ink-muted">
                        #{member.id} · {member.sponsor ? t('list.under', { name: member.sponsor.name }) : t('list.noSponsor')}
                      </p>
                      <MemberBadges member={member} />
                    </li>
                  ))}
                </ul>
              )}
              {data.members.length > 0 && (
                <div className="mt-3 hidden overflow-x-auto md:block" tabIndex={0} role="region" aria-label={t('list.title')}>
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">{t('list.title')}</caption>
                    <thead>
                      <tr className="border-b border-cream-dark">
                        <th scope="col" className="px-2 py-2 font-semibold">{t('list.columns.id')}</th>
                        <th scope="col" className="px-2 py-2 font-semibold">{t('list.columns.name')}</th>
                        <th scope="col" className="px-2 py-2 font-semibold">{t('list.columns.email')}</th>
                        <th scope="col" className="px-2 py-2 font-semibold">{t('list.columns.type')}</th>
                        <th scope="col" className="px-2 py-2 font-semibold">{t('list.columns.sponsor')}</th>
                        <th scope="col" className="px-2 py-2 font-semibold">{t('list.columns.joined')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.members.map((member) => (
                        <tr key={member.id} className="border-b border-cream-dark last:border-0">
                          <td className="px-2 py-2">{member.id}</td>
                          <td className="px-2 py-2">
                            <Link to={paths.adminMember(member.id)} className="font-semibold text-brand underline">
                              {member.firstname} {member.lastname}
                            </Link>
                          </td>
                          <td className="px-2 py-2 break-all">{member.email}</td>
                          <td className="px-2 py-2">
                            <MemberBadges member={member} />
                          </td>
                          <td className="px-2 py-2">{member.sponsor?.name ?? '—'}</td>
                          <td className="px-2 py-2 whitespace-nowrap">{day(member.join_date)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
                <p>{t('list.page', { page, pages })}</p>
                <div className="flex gap-2">
                  <button type="button" className="btn-outline" onClick={() => goTo(page - 1)} disabled={page <= 1}>
                    {t('list.previous')}
                  </button>
                  <button type="button" className="btn-outline" onClick={() => goTo(page + 1)} disabled={page >= pages}>
                    {t('list.next')}
                  </button>
                </div>
              </div>
            </>
          );
        }}
      </StaffGate>
    </section>
  );
}
