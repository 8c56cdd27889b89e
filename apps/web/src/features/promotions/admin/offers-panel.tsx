import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminOffer } from '@upline/contract/promotions-admin';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isApiError } from '../../../shared/api/api-error';
import { adminOffersQueryOptions, useSaveOffer } from './promotions-admin-api';
import { StaffGate } from './staff-gate';

/** The offers, each edited as the data the shop reads (checked against its kind on the server). */
export function OffersPanel() {
  const { t } = useTranslation('promotionsAdmin');
  const offers = useQuery(adminOffersQueryOptions());
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm sm:p-6" aria-labelledby="offers-title">
      <h2 id="offers-title" className="text-2xl">
        {t('offers.title')}
      </h2>
      <p className="mt-2 text-ink-muted">{t('offers.intro')}</p>
      <StaffGate error={offers.error} isPending={offers.isPending}>
        {() => (
          <ul className="mt-4 grid gap-4 lg:grid-cols-2">
            {offers.data!.map((offer) => (
              <li key={`${offer.id}-${JSON.stringify(offer)}`}>
                <OfferEditor offer={offer} />
              </li>
            ))}
          </ul>
        )}
      </StaffGate>
    </section>
  );
}

function OfferEditor({ offer }: { offer: AdminOffer }) {
  const { t } = useTranslation('promotionsAdmin');
  const id = useId();
  const [text, setText] = useState(() => JSON.stringify(offer.data, null, 2));
  const [isActive, setIsActive] = useState(offer.isActive);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveOffer(offer.id);
  const title = t(`offers.kinds.${offer.kind}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      setError(t('offers.notJson'));
      return;
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      setError(t('offers.notJson'));
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ data: data as Record<string, unknown>, isActive, startsAt: offer.startsAt, endsAt: offer.endsAt });
      toast.success(t('offers.saved', { kind: title }));
    } catch (e) {
      const fields = isApiError(e) ? Object.entries(e.fieldErrors).map(([k, v]) => `${k}: ${v}`) : [];
      setError([isApiError(e) ? e.message : t('saveFailed'), ...fields].join(' — '));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-2 rounded-xl border border-cream-dark p-3" aria-label={title}>
      <h3 className="font-semibold">
        {title} <span className="text-sm font-normal text-ink-muted">#{offer.id}</span>
      </h3>
      <label htmlFor={`${id}-data`} className="text-sm font-medium">
        {t('offers.data')}
      </label>
      <textarea
        id={`${id}-data`}
        rows={Math.min(12, text.split('\n').length + 1)}
        value={text}
        onChange={(e) => setText(e.target.value)}
        spellCheck={false}
        className="field-input py-2 font-mono text-xs"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" checked={isActive} onChange={(e) => setIsActive(e.target.checked)} className="size-5" />
          {t('offers.running')}
        </label>
        <button type="submit" className="btn-outline" disabled={save.isPending}>
          {t('offers.save')}
        </button>
      </div>
    </form>
  );
}
