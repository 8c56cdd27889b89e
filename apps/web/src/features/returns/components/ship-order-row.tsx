import { useId, useState, type FormEvent } from 'react';
import type { StaffOrdersToShip } from '@upline/contract/member-orders';
import { fromDecimal } from '@upline/domain/money';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money';
import { useSessionStore } from '../../../shared/session/session-store';
import { useShipOrder } from '../api/staff-orders';
import { currentLocale } from '../../../shared/format/locale';

type OrderToShip = StaffOrdersToShip['orders'][number];

/** One paid order waiting to ship: carrier and tracking number, then Mark shipped. */
export function ShipOrderRow({ order }: { order: OrderToShip }) {
  const { t } = useTranslation('returns');
  const language = useSessionStore((state) => state.language);
  const [carrier, setCarrier] = useState('Canada Post');
  const [tracking, setTracking] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ship = useShipOrder((message) => t('failed', { message }));
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!carrier.trim()) return setError(t('ship.carrierRequired'));
    setError(null);
    ship.mutate({ id: order.id, carrier: carrier.trim(), trackingNumber: tracking.trim() });
  };
  const paid = new Intl.DateTimeFormat(currentLocale(language), { dateStyle: 'medium' }).format(new Date(order.paid_at));
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm" data-testid="order-to-ship">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-serif text-lg text-brand">{order.order_number}</h3>
        <span className="font-semibold">{formatMoney(fromDecimal(order.total), order.currency)}</span>
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        {order.customer_name} · {t('ship.items', { count: order.item_count })} · {t('ship.paid', { date: paid })}
      </p>
      <p className="text-sm text-ink-muted">{order.ship_to}</p>
      <form className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end" onSubmit={submit} noValidate>
        <div className="grid gap-1">
          <label htmlFor={`${id}-carrier`} className="text-sm font-medium">
            {t('ship.carrier')}
          </label>
          <input id={`${id}-carrier`} value={carrier} onChange={(e) => setCarrier(e.target.value)} maxLength={60} className="min-h-11 w-full min-w-0 rounded-xl border border-line bg-cream px-3" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-tracking`} className="text-sm font-medium">
            {t('ship.tracking')}
          </label>
          <input id={`${id}-tracking`} value={tracking} onChange={(e) => setTracking(e.target.value)} maxLength={80} className="min-h-11 w-full min-w-0 rounded-xl border border-line bg-cream px-3" />
        </div>
        <button type="submit" className="btn-primary min-h-11" disabled={ship.isPending}>
          {t('ship.submit')}
        </button>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700 sm:col-span-3">
            {error}
          </p>
        ) : null}
      </form>
    </li>
  );
}
