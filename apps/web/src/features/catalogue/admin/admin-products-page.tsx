import './admin-texts';
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import type { AdminProductRow } from '@upline/contract/catalogue-admin-products';
import { formatMoney } from '@upline/domain/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentMeta } from '../../../shared/document-meta';
import { paths } from '../../../shared/paths';
import { adminProductsQueryOptions } from './admin-catalogue-api';
import { StaffGate } from './staff-gate';
import { currentLocale } from '../../../shared/format/locale';

const column = createColumnHelper<AdminProductRow>();

/** AdminProduct: every product in a table with search, sorting and pages; each row opens the editor. */
export function AdminProductsPage() {
  const { t, i18n } = useTranslation('catalogueAdmin');
  const products = useQuery(adminProductsQueryOptions());
  const [sorting, setSorting] = useState<SortingState>([]);
  const [search, setSearch] = useState('');
  useDocumentMeta(t('products.title'));

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: () => t('products.columns.name'),
        cell: (info) => (
          <span className="flex items-center gap-3">
            {info.row.original.thumbnail_url ? <img src={info.row.original.thumbnail_url} alt="" className="size-10 shrink-0 rounded-lg object-cover" loading="lazy" /> : <span className="size-10 shrink-0 rounded-lg bg-cream-dark" />}
            <span className="font-medium">{info.getValue()}</span>
          </span>
        ),
      }),
      column.accessor('sale_price', {
        header: () => t('products.columns.price'),
        cell: (info) => {
          const value = info.getValue();
          return value === null ? '—' : formatMoney(Math.round(value * 100), 'USD', currentLocale(i18n.language));
        },
        sortUndefined: 'last',
      }),
      column.accessor((row) => row.categories.join(', '), { id: 'categories', header: () => t('products.columns.categories') }),
      column.accessor('display_shop', { header: () => t('products.columns.shown'), cell: (info) => t(info.getValue() === 'yes' ? 'yes' : 'no') }),
      column.accessor('autoship', { header: () => t('products.columns.autoship'), cell: (info) => t(info.getValue() === 'yes' ? 'yes' : 'no') }),
      column.accessor('updated_at', {
        header: () => t('products.columns.updated'),
        cell: (info) => new Date(info.getValue()).toLocaleDateString(currentLocale(i18n.language)),
      }),
      column.display({
        id: 'edit',
        header: () => <span className="sr-only">{t('products.columns.actions')}</span>,
        cell: (info) => (
          <Link to={paths.adminEditProduct(info.row.original.id)} className="font-semibold text-brand underline" aria-label={t('products.editNamed', { name: info.row.original.name })}>
            {t('edit')}
          </Link>
        ),
      }),
    ],
    [t, i18n.language],
  );

  const table = useReactTable({
    data: products.data ?? [],
    columns,
    state: { sorting, globalFilter: search },
    onSortingChange: setSorting,
    onGlobalFilterChange: setSearch,
    globalFilterFn: (row, _id, value: string) => {
      const q = value.trim().toLowerCase();
      const p = row.original;
      return !q || p.name.toLowerCase().includes(q) || p.slug.includes(q) || String(p.id) === q || p.categories.some((c) => c.toLowerCase().includes(q));
    },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    initialState: { pagination: { pageSize: 10 } },
  });

  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl">{t('products.title')}</h1>
        <Link to={paths.adminAddProduct()} className="btn-primary">
          {t('products.add')}
        </Link>
      </div>
      <StaffGate error={products.error} isPending={products.isPending}>
        {() => (
          <>
            <label className="mt-5 block max-w-md">
              <span className="text-sm font-medium">{t('products.search')}</span>
              <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} className="field-input mt-1 w-full" />
            </label>
            <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label={t('products.title')}>
              <table className="w-full min-w-[44rem] text-left text-sm">
                <caption className="sr-only">{t('products.title')}</caption>
                <thead>
                  {table.getHeaderGroups().map((group) => (
                    <tr key={group.id} className="border-b border-cream-dark">
                      {group.headers.map((header) => {
                        const sorted = header.column.getIsSorted();
                        return (
                          <th key={header.id} scope="col" className="px-2 py-2 font-semibold" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                            {header.column.getCanSort() ? (
                              <button type="button" onClick={header.column.getToggleSortingHandler()} className="inline-flex min-h-11 items-center gap-1">
                                {flexRender(header.column.columnDef.header, header.getContext())}
                                <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                              </button>
                            ) : (
                              flexRender(header.column.columnDef.header, header.getContext())
                            )}
                          </th>
                        );
                      })}
                    </tr>
                  ))}
                </thead>
                <tbody>
                  {table.getRowModel().rows.map((row) => (
                    <tr key={row.id} className="border-b border-cream-dark last:border-0">
                      {row.getVisibleCells().map((cell) => (
                        <td key={cell.id} className="px-2 py-2 align-middle">
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
              {table.getRowModel().rows.length === 0 && <p className="py-6 text-center text-ink-muted">{t('products.empty')}</p>}
            </div>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
              <p aria-live="polite">{t('products.page', { page: table.getState().pagination.pageIndex + 1, pages: Math.max(1, table.getPageCount()), total: table.getFilteredRowModel().rows.length })}</p>
              <div className="flex gap-2">
                <button type="button" className="btn-outline" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
                  {t('products.previous')}
                </button>
                <button type="button" className="btn-outline" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
                  {t('products.next')}
                </button>
              </div>
            </div>
          </>
        )}
      </StaffGate>
    </section>
  );
}
