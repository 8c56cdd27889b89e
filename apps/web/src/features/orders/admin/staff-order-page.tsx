import './admin-texts';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { StaffOrderDetail } from '@upline/contract/staff-orders';
import { fromDecimal } from '@upline/domain/money';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentMeta } from '../../../shared/document-meta';
import { formatMoney } from '../../../shared/format/money';
import { paths } from '../../../shared/paths';
import { OrderActionsPanel } from './order-actions-panel';
import { staffOrderQueryOptions } from './staff-orders-api';
import { StaffGate } from './staff-gate';
import { currentLocale } from '../../../shared/format/locale';

type Status = StaffOrderDetail['status'];

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-2xl border border-cream-dark bg-white p-4 sm:p-5">
      <h2 className="text-xl">{title}</h2>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  );
}

/** A small table that scrolls on its own on a phone. */
function MiniTable({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full min-w-[28rem] text-left">
        <thead>
          <tr className="border-b border-cream-dark">
            {head.map((h) => (
              <th key={h} scope="col" className="px-2 py-1 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i} className="border-b border-cream-dark last:border-0">
              {cells.map((c, j) => (
                <td key={j} className="px-2 py-1 align-top">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Staff: one order with its lines, payments, refunds, returns, shipments, sponsor, commission lines, history and actions. */
export function StaffOrderPage() {
  const { t } = useTranslation('ordersAdmin');
  const { id = '' } = useParams();
  const order = useQuery(staffOrderQueryOptions(id));
  useDocumentMeta(order.data ? t('detail.title', { number: order.data.order_number }) : t('list.title'));
  return (
    <div className="grid gap-4">
      <Link to={paths.adminOrders()} className="justify-self-start font-semibold text-brand underline">
        ← {t('detail.back')}
      </Link>
      <StaffGate error={order.error} isPending={order.isPending}>
        {() => (order.data ? <OrderDetail order={order.data} /> : null)}
      </StaffGate>
    </div>
  );
}

function OrderDetail({ order }: { order: StaffOrderDetail }) {
  const { t, i18n } = useTranslation('ordersAdmin');
  const money = (amount: number) => formatMoney(fromDecimal(amount), order.currency);
  const when = (iso: string) => new Intl.DateTimeFormat(currentLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const status = (s: string) => t(`statuses.${s as Status}`, { defaultValue: s });
  const payment = (s: string) => t(`payments.${s as 'paid'}`, { defaultValue: s });
  const c = (key: 'date' | 'provider' | 'status' | 'amount' | 'reason' | 'member' | 'kind' | 'rate' | 'base') => t(`detail.columns.${key}`);

  return (
    <>
      <header className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <h1 className="text-3xl break-all">{t('detail.title', { number: order.order_number })}</h1>
        <p className="mt-1 text-ink-muted">{t('detail.placed', { date: when(order.created_at) })}</p>
        <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label={c('status')}>
          <li className="rounded-full bg-sage-light px-3 py-1">{status(order.status)}</li>
          <li className="rounded-full bg-sage-light px-3 py-1">{payment(order.payment_status)}</li>
          <li className="rounded-full bg-sage-light px-3 py-1" data-testid="shipping-status">
            {t(`shippingStatuses.${order.shipping_status as 'Shipped'}`, { defaultValue: order.shipping_status })}
          </li>
          {order.subscription_id ? (
            <li>
              <Link to={paths.adminSubscription(order.subscription_id)} className="inline-flex rounded-full border border-brand px-3 py-1 text-brand underline">
                {t('detail.subscription', { id: order.subscription_id })}
              </Link>
            </li>
          ) : null}
        </ul>
      </header>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid min-w-0 content-start gap-4">
          <Card title={t('detail.lines')}>
            <MiniTable
              label={t('detail.lines')}
              head={[t('detail.product'), t('detail.quantity'), t('detail.unitPrice'), t('detail.lineTotal'), t('detail.returned')]}
              rows={order.lines.map((l) => [l.name, l.quantity, money(l.unit_price), money(l.total), l.returned_quantity])}
            />
            <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
              <dt>{t('detail.subtotal')}</dt>
              <dd className="text-right">{money(order.subtotal)}</dd>
              {order.discount > 0 ? (
                <>
                  <dt>{t('detail.discount')}</dt>
                  <dd className="text-right">−{money(order.discount)}</dd>
                </>
              ) : null}
              <dt>{t('detail.shipping')}</dt>
              <dd className="text-right">{money(order.shipping)}</dd>
              <dt>{t('detail.tax')}</dt>
              <dd className="text-right">{money(order.tax)}</dd>
              <dt className="font-semibold">{t('detail.total')}</dt>
              <dd className="text-right font-semibold">{money(order.total)}</dd>
              <dt>{t('detail.refunded')}</dt>
              <dd className="text-right">{money(order.refunded)}</dd>
              <dt>{t('detail.refundable')}</dt>
              <dd className="text-right" data-testid="refundable">
                {money(order.refundable)}
              </dd>
            </dl>
          </Card>
          <Card title={t('detail.payments')}>
            {order.payments.length === 0 ? (
              <p className="text-ink-muted">{t('detail.noPayments')}</p>
            ) : (
              <MiniTable
                label={t('detail.payments')}
                head={[c('date'), c('provider'), c('status'), c('amount')]}
                rows={order.payments.map((p) => [when(p.created_at), `${p.provider}${p.method ? ` · ${p.method}` : ''}`, `${p.status}${p.failure_message ? ` — ${p.failure_message}` : ''}`, money(p.amount)])}
              />
            )}
          </Card>
          <Card title={t('detail.refunds')}>
            {order.refunds.length === 0 ? (
              <p className="text-ink-muted">{t('detail.noRefunds')}</p>
            ) : (
              <MiniTable
                label={t('detail.refunds')}
                head={[c('date'), c('reason'), c('status'), c('amount')]}
                rows={order.refunds.map((r) => [when(r.created_at), r.reason, `${r.status}${r.failure_message ? ` — ${r.failure_message}` : ''}`, money(r.amount)])}
              />
            )}
          </Card>
          <Card title={t('detail.commissions')}>
            {order.commissions.length === 0 ? (
              <p className="text-ink-muted">{t('detail.noCommissions')}</p>
            ) : (
              <MiniTable
                label={t('detail.commissions')}
                head={[c('member'), c('kind'), c('rate'), c('base'), c('amount'), c('status')]}
                rows={order.commissions.map((l) => [`${l.member.name} · ${t('detail.level', { level: l.level })}`, l.kind, `${l.rate_percent} %`, money(l.base), money(l.amount), l.status])}
              />
            )}
          </Card>
          <Card title={t('detail.history')}>
            <ol className="grid gap-1">
              {order.history.map((h, i) => (
                <li key={i}>
                  <span className="text-ink-muted">{when(h.at)}</span> · {h.field}: {h.from ?? '—'} → {h.to}
                  {h.note ? <span className="text-ink-muted"> ({h.note})</span> : null}
                </li>
              ))}
            </ol>
          </Card>
        </div>

        <div className="order-first grid min-w-0 content-start gap-4 lg:order-none">
          <OrderActionsPanel order={order} />
          <Card title={t('detail.customer')}>
            <p className="font-medium">{order.customer_name}</p>
            <p className="break-all">{order.email}</p>
            {order.mobile ? <p>{order.mobile}</p> : null}
            <p className="text-ink-muted">{order.user_id ? t('detail.member', { id: order.user_id }) : t('detail.guestOrder')}</p>
            <h3 className="mt-3 font-semibold">{t('detail.sponsor')}</h3>
            <p data-testid="sponsor">{order.sponsor ? `${order.sponsor.name}${order.sponsor.link_name ? ` (${order.sponsor.link_name})` : ''}` : t('detail.noSponsor')}</p>
            {(['ship_to', 'bill_to'] as const).map((key) =>
              order[key] ? (
                <div key={key}>
                  <h3 className="mt-3 font-semibold">{t(key === 'ship_to' ? 'detail.shipTo' : 'detail.billTo')}</h3>
                  <address className="not-italic">
                    {[order[key].name, ...order[key].lines].map((line, i) => (
                      <span key={i} className="block">
                        {line}
                      </span>
                    ))}
                  </address>
                </div>
              ) : null,
            )}
          </Card>
          <Card title={t('detail.shipments')}>
            {order.shipments.length === 0 ? (
              <p className="text-ink-muted">{t('detail.notShipped')}</p>
            ) : (
              <ul className="grid gap-1" data-testid="shipments">
                {order.shipments.map((s, i) => (
                  <li key={i}>
                    {t('detail.tracking', { carrier: s.carrier, tracking: s.tracking_number ?? '—' })}
                    {s.shipped_at ? <span className="block text-ink-muted">{when(s.shipped_at)}</span> : null}
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card title={t('detail.returns')}>
            {order.returns.length === 0 ? (
              <p className="text-ink-muted">{t('detail.noReturns')}</p>
            ) : (
              <ul className="grid gap-1">
                {order.returns.map((r) => (
                  <li key={r.id}>
                    #{r.id} · {r.status} · {money(r.refund_amount)}
                  </li>
                ))}
              </ul>
            )}
            <Link to={paths.staffReturns()} className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand underline">
              {t('detail.openReturns')}
            </Link>
          </Card>
        </div>
      </div>
    </>
  );
}
