import { useId, useState, type FormEvent } from 'react';
import type { StaffOrderDetail } from '@upline/contract/staff-orders';
import { fromDecimal } from '@upline/domain/money';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { formatMoney } from '../../../shared/format/money';
import { useStaffOrderAction, type StaffOrderAction } from './staff-orders-api';

type Open = 'ship' | 'cancel' | 'refund' | null;

/** A key naming one refund the staff mean to make: a retry or a double click sends the same one. */
const newRequestKey = () => crypto.randomUUID();

/** The staff's actions on an order: ship with tracking, cancel, refund (all or by line), resend the confirmation. */
export function OrderActionsPanel({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation('ordersAdmin');
  const id = useId();
  const action = useStaffOrderAction(order.id);
  const [open, setOpen] = useState<Open>(null);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [carrier, setCarrier] = useState('Canada Post');
  const [tracking, setTracking] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [refundAll, setRefundAll] = useState(true);
  const [units, setUnits] = useState<Record<number, number>>({});
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [error, setError] = useState<string | null>(null);
  const a = order.actions;

  const run = (input: StaffOrderAction) => {
    setAnswer(null);
    action.mutate(input, {
      onSuccess: (res) => {
        setAnswer({ ok: true, text: res.message });
        setOpen(null);
        setRequestKey(newRequestKey());
        setUnits({});
      },
      onError: (e) => setAnswer({ ok: false, text: t('actions.failed', { message: isApiError(e) ? e.message : String(e) }) }),
    });
  };
  const submitShip = (event: FormEvent) => {
    event.preventDefault();
    if (!carrier.trim()) return setError(t('actions.carrierRequired'));
    setError(null);
    run({ kind: 'ship', carrier: carrier.trim(), trackingNumber: tracking.trim() });
  };
  const submitRefund = (event: FormEvent) => {
    event.preventDefault();
    const lines = Object.entries(units)
      .filter(([, q]) => q > 0)
      .map(([line, quantity]) => ({ order_line_id: Number(line), quantity }));
    if (!refundAll && lines.length === 0) return setError(t('actions.nothingChosen'));
    setError(null);
    run({ kind: 'refund', requestKey, note: note.trim(), ...(refundAll ? {} : { lines }) });
  };
  const toggle = (which: Open) => {
    setError(null);
    setOpen(open === which ? null : which);
  };
  const field = 'field-input min-h-11 w-full min-w-0';
  const nothing = !a.can_ship && !a.can_cancel && !a.can_refund && !a.can_resend_confirmation;

  return (
    <section className="rounded-2xl border border-cream-dark bg-white p-4 sm:p-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl">
        {t('actions.title')}
      </h2>
      <div role="status" aria-live="polite" className="mt-2">
        {answer ? <p className={`rounded-xl p-3 text-sm ${answer.ok ? 'bg-sage-light text-ink' : 'bg-red-50 text-red-800'}`}>{answer.text}</p> : null}
      </div>
      {nothing ? <p className="mt-2 text-sm text-ink-muted">{t('actions.none')}</p> : null}
      <div className="mt-3 grid gap-3">
        {a.can_ship ? (
          <div>
            <button type="button" className="btn-primary w-full" aria-expanded={open === 'ship'} onClick={() => toggle('ship')}>
              {t('actions.ship')}
            </button>
            {open === 'ship' ? (
              <form className="mt-3 grid gap-3" onSubmit={submitShip} noValidate>
                <label className="grid gap-1 text-sm font-medium">
                  {t('actions.carrier')}
                  <input value={carrier} onChange={(e) => setCarrier(e.target.value)} maxLength={60} className={field} aria-invalid={error ? true : undefined} />
                </label>
                <label className="grid gap-1 text-sm font-medium">
                  {t('actions.trackingNumber')}
                  <input value={tracking} onChange={(e) => setTracking(e.target.value)} maxLength={80} className={field} />
                </label>
                {error ? (
                  <p role="alert" className="text-sm text-red-700">
                    {error}
                  </p>
                ) : null}
                <button type="submit" className="btn-primary" disabled={action.isPending}>
                  {t('actions.confirmShip')}
                </button>
              </form>
            ) : null}
          </div>
        ) : null}
        {a.can_refund ? (
          <div>
            <button type="button" className="btn-outline w-full" aria-expanded={open === 'refund'} onClick={() => toggle('refund')}>
              {t('actions.refund')}
            </button>
            {open === 'refund' ? (
              <form className="mt-3 grid gap-3" onSubmit={submitRefund} noValidate>
                <p className="text-sm text-ink-muted">{t('actions.refundHint')}</p>
                <fieldset className="grid gap-2 text-sm">
                  <legend className="sr-only">{t('actions.refund')}</legend>
                  <label className="flex min-h-11 items-center gap-2">
                    <input type="radio" name={`${id}-all`} checked={refundAll} onChange={() => setRefundAll(true)} className="size-5" />
                    {t('actions.refundAll', { amount: formatMoney(fromDecimal(order.refundable), order.currency) })}
                  </label>
                  <label className="flex min-h-11 items-center gap-2">
                    <input type="radio" name={`${id}-all`} checked={!refundAll} onChange={() => setRefundAll(false)} className="size-5" />
                    {t('actions.refundLines')}
                  </label>
                </fieldset>
                {!refundAll
                  ? order.lines
                      .filter((l) => l.kind === 'product' && l.quantity > l.returned_quantity)
                      .map((l) => (
                        <label key={l.id} className="grid gap-1 text-sm font-medium">
                          {t('actions.unitsOf', { name: l.name })}
                          <input
                            type="number"
                            min={0}
                            max={l.quantity - l.returned_quantity}
                            value={units[l.id] ?? 0}
                            onChange={(e) => setUnits({ ...units, [l.id]: Math.max(0, Math.min(l.quantity - l.returned_quantity, Math.trunc(Number(e.target.value) || 0))) })}
                            className={field}
                          />
                        </label>
                      ))
                  : null}
                <label className="grid gap-1 text-sm font-medium">
                  {t('actions.note')}
                  <input value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} className={field} />
                </label>
                {error ? (
                  <p role="alert" className="text-sm text-red-700">
                    {error}
                  </p>
                ) : null}
                <button type="submit" className="btn-primary" disabled={action.isPending}>
                  {t('actions.confirmRefund')}
                </button>
              </form>
            ) : null}
          </div>
        ) : null}
        {a.can_cancel ? (
          <div>
            <button type="button" className="btn-outline w-full" aria-expanded={open === 'cancel'} onClick={() => toggle('cancel')}>
              {t('actions.cancel')}
            </button>
            {open === 'cancel' ? (
              <form
                className="mt-3 grid gap-3"
                onSubmit={(e) => {
                  e.preventDefault();
                  run({ kind: 'cancel', reason: reason.trim() });
                }}
              >
                <p className="text-sm text-ink-muted">{t('actions.cancelHint')}</p>
                <label className="grid gap-1 text-sm font-medium">
                  {t('actions.reason')}
                  <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} className={field} />
                </label>
                <div className="flex flex-wrap gap-2">
                  <button type="submit" className="btn-primary" disabled={action.isPending}>
                    {t('actions.confirmCancel')}
                  </button>
                  <button type="button" className="btn-outline" onClick={() => setOpen(null)}>
                    {t('actions.keep')}
                  </button>
                </div>
              </form>
            ) : null}
          </div>
        ) : null}
        {a.can_resend_confirmation ? (
          <button type="button" className="btn-outline w-full" disabled={action.isPending} onClick={() => run({ kind: 'resend' })}>
            {t('actions.resend')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
