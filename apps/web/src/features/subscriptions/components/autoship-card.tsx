import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Autoship } from '@upline/contract/autoship';
import { fromDecimal, formatMoney } from '@upline/domain/money';
import { useChangeAutoship } from '../api/autoships';

type ActionName = 'skip' | 'pause' | 'resume' | 'cancel';

/**
 * One autoship: next date and amount, products with their quantities, the address, and the
 * member's actions. An action that is not open yet says from which date it opens.
 */
export function AutoshipCard({ autoship }: { autoship: Autoship }) {
  const { t, i18n } = useTranslation('subscriptions');
  const change = useChangeAutoship(autoship.id);
  const [date, setDate] = useState(autoship.next_charge_date ?? '');
  const [quantities, setQuantities] = useState(() => Object.fromEntries(autoship.items.map((i) => [i.product_id, i.quantity])));
  const money = (amount: number) => formatMoney(fromDecimal(amount), autoship.currency, i18n.language.startsWith('fr') ? 'fr-CA' : undefined);
  const isLive = autoship.status !== 'cancelled';

  const actionButton = (name: ActionName) => {
    const state = autoship.actions[name];
    if (name === 'resume' && !state.allowed) return null;
    if (name === 'pause' && autoship.status === 'paused') return null;
    return (
      <div key={name} className="flex flex-col gap-1">
        <button type="button" className="btn-secondary min-h-10" disabled={!state.allowed || change.isPending} onClick={() => change.mutate({ action: name })}>
          {t(`autoship.actions.${name}`)}
        </button>
        {!state.allowed && state.opens_on && <span className="text-xs text-ink/70">{t('autoship.opensOn', { date: state.opens_on })}</span>}
      </div>
    );
  };

  return (
    <article className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-cream-dark" data-testid="autoship-card" aria-labelledby={`autoship-${autoship.id}`}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`autoship-${autoship.id}`} className="text-lg">
          {t('autoship.title', { id: autoship.id })}
        </h3>
        <span className="rounded-full bg-cream px-3 py-1 text-sm font-semibold">{t(`autoship.status.${autoship.status}`)}</span>
      </header>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-semibold">{t('autoship.next')}: </dt>
          <dd className="inline" data-testid="autoship-next-date">{autoship.next_charge_date ?? '—'}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">{t('autoship.amount')}: </dt>
          <dd className="inline">{t('autoship.amountPlus', { amount: money(autoship.amount) })}</dd>
        </div>
        {autoship.last_failure && (
          <div className="sm:col-span-2 text-red-800">
            <dt className="inline font-semibold">{t('autoship.failure')}: </dt>
            <dd className="inline">{autoship.last_failure}</dd>
          </div>
        )}
      </dl>
      <ul className="mt-3 divide-y divide-cream-dark">
        {autoship.items.map((item) => (
          <li key={item.product_id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span>
              {item.name} · {money(item.unit_price)}
            </span>
            <label className="flex items-center gap-2">
              <span>{t('autoship.quantity')}</span>
              <input
                type="number"
                min={1}
                max={60}
                value={quantities[item.product_id] ?? item.quantity}
                disabled={!isLive}
                onChange={(e) => setQuantities({ ...quantities, [item.product_id]: Number(e.target.value) })}
                className="w-20 rounded-lg border border-cream-dark px-2 py-1"
              />
            </label>
          </li>
        ))}
      </ul>
      {isLive && (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <button
            type="button"
            className="btn-secondary min-h-10"
            disabled={change.isPending}
            onClick={() => change.mutate({ action: 'items', items: autoship.items.map((i) => ({ product_id: i.product_id, quantity: quantities[i.product_id] ?? i.quantity })) })}
          >
            {t('autoship.saveQuantities')}
          </button>
          {autoship.date_range && (
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                change.mutate({ action: 'date', date });
              }}
            >
              <label className="flex flex-col text-sm">
                <span>{t('autoship.changeDate')}</span>
                <input type="date" value={date} min={autoship.date_range.earliest} max={autoship.date_range.latest} onChange={(e) => setDate(e.target.value)} className="rounded-lg border border-cream-dark px-2 py-1" />
              </label>
              <button type="submit" className="btn-secondary min-h-10" disabled={change.isPending}>
                {t('autoship.saveDate')}
              </button>
            </form>
          )}
        </div>
      )}
      {isLive && <div className="mt-4 flex flex-wrap gap-3 border-t border-cream-dark pt-4">{(['skip', 'pause', 'resume', 'cancel'] as const).map(actionButton)}</div>}
      {autoship.address && (
        <p className="mt-3 text-xs text-ink/70">
          {t('autoship.shipsTo', { address: `${autoship.address.ship_address}, ${autoship.address.ship_city} ${autoship.address.ship_zipcode}` })}
        </p>
      )}
    </article>
  );
}
