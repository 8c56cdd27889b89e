import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { Autoship } from '@upline/contract/autoship';
import { fromDecimal, formatMoney } from '@upline/domain/money';
import { paths } from '../../../shared/paths';
import { useReferralSlug } from '../../../shared/session/session-store';
import { autoshipProductsQueryOptions, useChangeAutoship } from '../api/autoships';
import { AutoshipAddressForm } from './autoship-address-form';
import { AutoshipCardForm } from './autoship-card-form';
import { displayLocale } from '../../../shared/format/money';

type ActionName = 'skip' | 'pause' | 'resume' | 'cancel';

interface Line {
  product_id: number;
  name: string;
  unit_price: number;
  quantity: string;
}

const linesOf = (autoship: Autoship): Line[] => autoship.items.map((i) => ({ product_id: i.product_id, name: i.name, unit_price: i.unit_price, quantity: String(i.quantity) }));

/**
 * One autoship: next date and amount, products with their quantities, the address, and the
 * member's actions. An action that is not open yet says from which date it opens. On its own page
 * (`isFull`) products can be added and removed, and the card and the address changed.
 */
export function AutoshipCard({ autoship, isFull = false }: { autoship: Autoship; isFull?: boolean }) {
  const { t, i18n } = useTranslation('subscriptions');
  const sluguser = useReferralSlug();
  const change = useChangeAutoship(autoship.id);
  const [date, setDate] = useState(autoship.next_charge_date ?? '');
  const [lines, setLines] = useState<Line[]>(() => linesOf(autoship));
  const [adding, setAdding] = useState('');
  const [isEditingAddress, setEditingAddress] = useState(false);
  const products = useQuery({ ...autoshipProductsQueryOptions(autoship.id), enabled: isFull && autoship.status !== 'cancelled' });
  const money = (amount: number) => formatMoney(fromDecimal(amount), autoship.currency, displayLocale(autoship.currency, i18n.language));
  const isLive = autoship.status !== 'cancelled';
  const addable = (products.data ?? []).filter((p) => !lines.some((l) => l.product_id === p.product_id));

  const saveItems = () => {
    const bad = lines.find((l) => !/^\d+$/.test(l.quantity.trim()) || Number(l.quantity) < 1);
    if (bad) return void toast.error(t('autoship.items.quantityZero'), { duration: 2500 });
    if (lines.some((l) => Number(l.quantity) > 60)) return void toast.error(t('autoship.items.quantityMax'), { duration: 2500 });
    if (lines.length === 0) return void toast.error(t('autoship.items.noItems'), { duration: 2500 });
    change.mutate({ action: 'items', items: lines.map((l) => ({ product_id: l.product_id, quantity: Number(l.quantity) })) });
  };
  const addProduct = () => {
    const p = addable.find((x) => String(x.product_id) === adding);
    if (!p) return;
    setLines([...lines, { product_id: p.product_id, name: p.name, unit_price: p.unit_price, quantity: '1' }]);
    setAdding('');
  };

  const actionButton = (name: ActionName) => {
    const state = autoship.actions[name];
    if (name === 'resume' && !state.allowed) return null;
    if (name === 'pause' && autoship.status === 'paused') return null;
    return (
      <div key={name} className="flex flex-col gap-1">
        <button type="button" className="btn-outline min-h-10" disabled={!state.allowed || change.isPending} onClick={() => change.mutate({ action: name })}>
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
      <ul className="mt-3 divide-y divide-cream-dark" aria-label={t('autoship.items.title')}>
        {lines.map((line, index) => (
          <li key={line.product_id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm" data-testid="autoship-line">
            <span className="min-w-0 flex-1">
              {line.name} · {money(line.unit_price)}
            </span>
            <label className="flex items-center gap-2">
              <span>{t('autoship.quantity')}</span>
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={60}
                value={line.quantity}
                disabled={!isLive}
                onChange={(e) => setLines(lines.map((l, i) => (i === index ? { ...l, quantity: e.target.value } : l)))}
                className="min-h-10 w-20 rounded-lg border border-ink-muted/40 px-2 py-1"
              />
            </label>
            {isFull && isLive && lines.length > 1 && (
              <button type="button" className="btn-outline min-h-10" onClick={() => setLines(lines.filter((_, i) => i !== index))} aria-label={t('autoship.items.removeOne', { name: line.name })}>
                {t('autoship.items.remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {isFull && isLive && addable.length > 0 && (
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <label className="flex min-w-0 flex-col text-sm">
            <span>{t('autoship.items.add')}</span>
            <select value={adding} onChange={(e) => setAdding(e.target.value)} className="field-input max-w-xs">
              <option value="">{t('autoship.items.choose')}</option>
              {addable.map((p) => (
                <option key={p.product_id} value={p.product_id}>
                  {p.name} · {money(p.unit_price)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn-outline min-h-10" onClick={addProduct} disabled={!adding}>
            {t('autoship.items.addButton')}
          </button>
        </div>
      )}
      {isLive && (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <button type="button" className="btn-outline min-h-10" disabled={change.isPending} onClick={saveItems}>
            {t(isFull ? 'autoship.items.save' : 'autoship.saveQuantities')}
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
                <input type="date" value={date} min={autoship.date_range.earliest} max={autoship.date_range.latest} onChange={(e) => setDate(e.target.value)} className="min-h-10 rounded-lg border border-ink-muted/40 px-2 py-1" />
              </label>
              <button type="submit" className="btn-outline min-h-10" disabled={change.isPending}>
                {t('autoship.saveDate')}
              </button>
            </form>
          )}
        </div>
      )}
      {isLive && <div className="mt-4 flex flex-wrap gap-3 border-t border-cream-dark pt-4">{(['skip', 'pause', 'resume', 'cancel'] as const).map(actionButton)}</div>}
      {autoship.address && !isEditingAddress && (
        <p className="mt-3 text-sm text-ink/80" data-testid="autoship-address">
          {t('autoship.shipsTo', { address: `${autoship.address.ship_address}, ${autoship.address.ship_city} ${autoship.address.ship_zipcode}` })}
        </p>
      )}
      {isFull && isLive && (
        <section aria-labelledby={`autoship-address-${autoship.id}`} className="mt-5 space-y-3 border-t border-cream-dark pt-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 id={`autoship-address-${autoship.id}`} className="font-serif text-lg text-brand">
              {t('autoship.address.title')}
            </h4>
            {!isEditingAddress && (
              <button type="button" className="btn-outline min-h-10" onClick={() => setEditingAddress(true)}>
                {t('autoship.address.edit')}
              </button>
            )}
          </div>
          {isEditingAddress && <AutoshipAddressForm autoship={autoship} onDone={() => setEditingAddress(false)} />}
        </section>
      )}
      {isFull && isLive && (
        <div className="mt-5 border-t border-cream-dark pt-4">
          <AutoshipCardForm autoship={autoship} />
        </div>
      )}
      {!isFull && (
        <p className="mt-3">
          <Link to={paths.autoship(autoship.id, sluguser)} className="text-sm font-medium text-brand underline underline-offset-2">
            {t('autoship.manage')}
          </Link>
        </p>
      )}
    </article>
  );
}
