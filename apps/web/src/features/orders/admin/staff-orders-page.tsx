import './admin-texts';
import { useMemo, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { staffOrderStatuses, staffPaymentStatuses, type StaffOrderRow } from '@upline/contract/staff-orders';
import { fromDecimal, currencies } from '@upline/domain/money';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentMeta } from '../../../shared/document-meta';
import { formatMoney } from '../../../shared/format/money';
import { paths } from '../../../shared/paths';
import { PageLinks } from '../../../shared/ui/page-links';
import { staffOrderFilterKeys, staffOrderFiltersOf, staffOrdersQueryOptions } from './staff-orders-api';
import { StaffGate } from './staff-gate';
import { currentLocale } from '../../../shared/format/locale';

const column = createColumnHelper<StaffOrderRow>();
type ShippingStatus = 'Not Shipped' | 'Shipped' | 'Delivered' | 'Returned';

/** Staff: every order, searched and filtered on the server a page at a time; each row opens the order. */
export function StaffOrdersPage() {
  const { t, i18n } = useTranslation('ordersAdmin');
  const [params, setParams] = useSearchParams();
  const filters = staffOrderFiltersOf(params);
  const orders = useQuery(staffOrdersQueryOptions(filters));
  useDocumentMeta(t('list.title'));
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(currentLocale(i18n.language), { dateStyle: 'medium' }), [i18n.language]);

  const columns = useMemo(
    () => [
      column.accessor('order_number', {
        header: () => t('list.columns.number'),
        cell: (info) => (
          <Link to={paths.adminOrder(info.row.original.id)} className="font-semibold text-brand underline">
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('created_at', { header: () => t('list.columns.date'), cell: (info) => dateFormat.format(new Date(info.getValue())) }),
      column.accessor('customer_name', {
        header: () => t('list.columns.customer'),
        cell: (info) => (
          <span className="block">
            <span className="block font-medium">
              {info.getValue()}
              {info.row.original.is_guest ? <span className="ml-1 text-xs text-ink-muted">({t('list.guest')})</span> : null}
            </span>
            <span className="block text-xs break-all text-ink-muted">{info.row.original.email}</span>
          </span>
        ),
      }),
      column.accessor('status', { header: () => t('list.columns.status'), cell: (info) => t(`statuses.${info.getValue() as (typeof staffOrderStatuses)[number]}`) }),
      column.accessor('payment_status', { header: () => t('list.columns.payment'), cell: (info) => t(`payments.${info.getValue() as (typeof staffPaymentStatuses)[number]}`) }),
      column.accessor('shipping_status', { header: () => t('list.columns.shipping'), cell: (info) => t(`shippingStatuses.${info.getValue() as ShippingStatus}`) }),
      column.accessor('total', {
        header: () => t('list.columns.total'),
        cell: (info) => <span className="whitespace-nowrap">{formatMoney(fromDecimal(info.getValue()), info.row.original.currency)}</span>,
      }),
    ],
    [t, dateFormat],
  );

  const table = useReactTable({ data: orders.data?.data ?? [], columns, getCoreRowModel: getCoreRowModel(), manualPagination: true, pageCount: orders.data?.pagination.pages ?? 1 });

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of staffOrderFilterKeys) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setParams(next);
  };

  const select = (name: (typeof staffOrderFilterKeys)[number], label: string, options: readonly { value: string; label: string }[]) => (
    <label className="grid gap-1 text-sm font-medium">
      {label}
      <select name={name} defaultValue={filters[name] ?? ''} className="field-input min-h-11">
        <option value="">{t('list.any')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
  const pagination = orders.data?.pagination;

  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl">{t('list.title')}</h1>
        <Link to={paths.staffReturns()} className="font-semibold text-brand underline">
          {t('list.returnsLink')}
        </Link>
      </div>
      <p className="mt-2 text-ink-muted">{t('list.intro')}</p>
      <form key={params.toString()} onSubmit={search} className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" role="search" aria-label={t('list.filters')}>
        <label className="grid gap-1 text-sm font-medium sm:col-span-2">
          {t('list.search')}
          <input type="search" name="q" defaultValue={filters.q ?? ''} placeholder={t('list.searchHint')} maxLength={100} className="field-input min-h-11" />
        </label>
        {select('status', t('list.status'), staffOrderStatuses.map((s) => ({ value: s, label: t(`statuses.${s}`) })))}
        {select('payment_status', t('list.payment'), staffPaymentStatuses.map((s) => ({ value: s, label: t(`payments.${s}`) })))}
        {select('country', t('list.country'), (['US', 'CA'] as const).map((c) => ({ value: c, label: t(`countries.${c}`) })))}
        {select('currency', t('list.currency'), currencies.map((c) => ({ value: c, label: c })))}
        <label className="grid gap-1 text-sm font-medium">
          {t('list.from')}
          <input type="date" name="from" defaultValue={filters.from ?? ''} className="field-input min-h-11" />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {t('list.to')}
          <input type="date" name="to" defaultValue={filters.to ?? ''} className="field-input min-h-11" />
        </label>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
          <button type="submit" className="btn-primary">
            {t('list.apply')}
          </button>
          <Link to={paths.adminOrders()} className="btn-outline">
            {t('list.clear')}
          </Link>
        </div>
      </form>
      <StaffGate error={orders.error} isPending={orders.isPending}>
        {() => (
          <>
            <p className="mt-5 text-sm text-ink-muted" aria-live="polite">
              {t('list.count', { count: pagination?.total ?? 0 })}
            </p>
            <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={t('list.title')}>
              <table className="w-full min-w-[52rem] text-left text-sm">
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
                    <tr key={row.id} className="border-b border-cream-dark last:border-0" data-testid="staff-order-row">
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
            {pagination ? (
              <PageLinks
                page={pagination.page}
                pages={pagination.pages}
                text={{ label: t('list.pages.label'), previous: t('list.pages.previous'), next: t('list.pages.next'), pageOf: t('list.pages.pageOf', { page: pagination.page, pages: pagination.pages }) }}
              />
            ) : null}
          </>
        )}
      </StaffGate>
    </section>
  );
}
