import './admin-texts';
import { useMemo, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { fromDecimal } from '@upline/domain/money';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentMeta } from '../../../shared/document-meta';
import { formatMoney } from '../../../shared/format/money';
import { paths } from '../../../shared/paths';
import { staffAutoshipsQueryOptions, type StaffAutoship } from './staff-autoships-api';
import { StaffGate } from './staff-gate';

const column = createColumnHelper<StaffAutoship>();
const statuses = ['failed', 'active', 'past_due', 'paused', 'cancelled', 'incomplete'] as const;
export type AutoshipStatus = StaffAutoship['status'];

/** Staff: every autoship, searched by member or number and filtered by status (dunning and paused included). */
export function StaffAutoshipsPage() {
  const { t } = useTranslation('subscriptionsAdmin');
  const [params, setParams] = useSearchParams();
  const filters = { status: params.get('status') ?? undefined, q: params.get('q') ?? undefined };
  const autoships = useQuery(staffAutoshipsQueryOptions(filters));
  useDocumentMeta(t('list.title'));

  const columns = useMemo(
    () => [
      column.accessor('id', {
        header: () => t('list.columns.number'),
        cell: (info) => (
          <Link to={paths.adminSubscription(info.getValue())} className="font-semibold text-brand underline">
            #{info.getValue()}
          </Link>
        ),
      }),
      column.accessor((row) => row.member.name, {
        id: 'member',
        header: () => t('list.columns.member'),
        cell: (info) => (
          <span className="block">
            <span className="block font-medium">{info.getValue()}</span>
            <span className="block text-xs break-all text-ink-muted">{info.row.original.member.email}</span>
          </span>
        ),
      }),
      column.accessor('status', { header: () => t('list.columns.status'), cell: (info) => t(`statuses.${info.getValue()}`) }),
      column.accessor('next_charge_date', { header: () => t('list.columns.next'), cell: (info) => info.getValue() ?? '—' }),
      column.accessor('amount', { header: () => t('list.columns.amount'), cell: (info) => <span className="whitespace-nowrap">{formatMoney(fromDecimal(info.getValue()), info.row.original.currency)}</span> }),
      column.accessor('failures', { header: () => t('list.columns.failures') }),
    ],
    [t],
  );
  const table = useReactTable({ data: autoships.data ?? [], columns, getCoreRowModel: getCoreRowModel() });

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of ['q', 'status']) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setParams(next);
  };

  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h1 className="text-3xl">{t('list.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('list.intro')}</p>
      <form key={params.toString()} onSubmit={search} role="search" aria-label={t('list.filters')} className="mt-5 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end">
        <label className="grid gap-1 text-sm font-medium">
          {t('list.search')}
          <input type="search" name="q" defaultValue={filters.q ?? ''} placeholder={t('list.searchHint')} maxLength={100} className="field-input min-h-11" />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {t('list.status')}
          <select name="status" defaultValue={filters.status ?? ''} className="field-input min-h-11">
            <option value="">{t('statuses.all')}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-primary">
          {t('list.apply')}
        </button>
      </form>
      <StaffGate error={autoships.error} isPending={autoships.isPending}>
        {() => (
          <>
            <p className="mt-5 text-sm text-ink-muted" aria-live="polite">
              {t('list.count', { count: autoships.data?.length ?? 0 })}
            </p>
            <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={t('list.title')}>
              <table className="w-full min-w-[44rem] text-left text-sm">
                <caption className="sr-only">{t('list.title')}</caption>
                <thead>
                  {table.getHeaderGroups().map((group) => (
                    <tr key={group.id} className="border-b border-cream-dark">
                      {group.headers.map((header) => (
                        <th key={header.id} scope="col" className="px-2 py-2 font-semibold">
                          {flexRender(header.column.columnDef.header, header.getContext())}
                        </th>
                      ))}
                    </tr>
                  ))}
                </thead>
                <tbody>
                  {table.getRowModel().rows.map((row) => (
                    <tr key={row.id} className="border-b border-cream-dark last:border-0" data-testid="staff-autoship-row">
                      {row.getVisibleCells().map((cell) => (
                        <td key={cell.id} className="px-2 py-2 align-top">
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
              {table.getRowModel().rows.length === 0 && <p className="py-6 text-center text-ink-muted">{t('list.empty')}</p>}
            </div>
          </>
        )}
      </StaffGate>
    </section>
  );
}
