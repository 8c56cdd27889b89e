import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffPeriod } from '@upline/contract/commission-close';
import { planVersion1, rulesOf } from '@upline/domain/commissions';
import { useWhatIf } from '../api/staff-commissions';
import { formatAmount, formatDay } from '../lib/earnings-format';

const startingRules = JSON.stringify(rulesOf(planVersion1), null, 2);

/** A proposed plan (JSON, typed or uploaded) run over chosen closed periods: totals and members. */
export function WhatIfPanel({ periods }: { periods: StaffPeriod[] }) {
  const { t, i18n } = useTranslation('commissions');
  const [rules, setRules] = useState(startingRules);
  const [chosen, setChosen] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const whatIf = useWhatIf();
  const closed = periods.filter((p) => p.status === 'closed');

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setRules(await file.text());
  };
  const run = (event: FormEvent) => {
    event.preventDefault();
    let plan: unknown;
    try {
      plan = JSON.parse(rules);
    } catch {
      setProblem(t('staff.whatIf.badJson'));
      return;
    }
    if (chosen.length === 0) {
      setProblem(t('staff.whatIf.choose'));
      return;
    }
    setProblem(null);
    whatIf.mutate({ plan, period_ids: chosen });
  };
  const result = whatIf.data?.run;
  const error = problem ?? whatIf.error?.message ?? null;

  return (
    <form onSubmit={run} className="mt-4 grid gap-4 rounded-2xl bg-white p-5" noValidate>
      <label className="flex flex-col gap-1 font-semibold">
        {t('staff.whatIf.rules')}
        <textarea className="field-input min-h-64 font-mono text-sm" value={rules} onChange={(e) => setRules(e.target.value)} spellCheck={false} />
      </label>
      <label className="flex flex-col gap-1 font-semibold">
        {t('staff.whatIf.upload')}
        <input type="file" accept="application/json,.json" onChange={(e) => void upload(e)} className="text-sm font-normal" />
      </label>
      <fieldset>
        <legend className="font-semibold">{t('staff.whatIf.periods')}</legend>
        {closed.length === 0 ? (
          <p className="text-ink-muted">{t('staff.whatIf.noClosed')}</p>
        ) : (
          <div className="mt-2 flex flex-wrap gap-2">
            {closed.map((p) => (
              <label key={p.id} className="flex min-h-11 items-center gap-2 rounded-full bg-cream px-3">
                <input type="checkbox" checked={chosen.includes(p.id)} onChange={(e) => setChosen(e.target.checked ? [...chosen, p.id] : chosen.filter((id) => id !== p.id))} />
                {t(`staff.kind.${p.kind}`)} {p.currency} {formatDay(p.start_date, i18n.language)}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <div>
        <button type="submit" className="btn-primary min-h-11" disabled={whatIf.isPending}>{t('staff.whatIf.run')}</button>
      </div>
      {error && <p role="alert" className="text-red-800">{error}</p>}
      {result && (
        <div data-testid="what-if-result" className="grid gap-4">
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('staff.whatIf.totals')}>
            <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
              <caption className="text-left font-semibold">{t('staff.whatIf.totals')}</caption>
              <thead>
                <tr className="border-b border-cream-dark text-ink-muted">
                  {(['currency', 'bv', 'actual', 'proposed', 'difference', 'share', 'breakage'] as const).map((c) => (
                    <th key={c} scope="col" className="py-2 pr-3">{t(`staff.whatIf.cols.${c}`)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.totals.map((row) => (
                  <tr key={row.currency} className="border-b border-cream-dark">
                    <td className="py-2 pr-3">{row.currency}</td>
                    <td className="py-2 pr-3 tabular-nums">{formatAmount(row.bv, row.currency)}</td>
                    <td className="py-2 pr-3 tabular-nums">{formatAmount(row.actual, row.currency)}</td>
                    <td className="py-2 pr-3 tabular-nums">{formatAmount(row.proposed, row.currency)}</td>
                    <td className="py-2 pr-3 font-semibold tabular-nums">{formatAmount(row.difference, row.currency)}</td>
                    <td className="py-2 pr-3 tabular-nums">{row.actual_share} % → {row.proposed_share} %</td>
                    <td className="py-2 pr-3 tabular-nums">{formatAmount(row.actual_breakage, row.currency)} → {formatAmount(row.proposed_breakage, row.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('staff.whatIf.members')}>
            <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
              <caption className="text-left font-semibold">{t('staff.whatIf.members')}</caption>
              <thead>
                <tr className="border-b border-cream-dark text-ink-muted">
                  {(['member', 'actual', 'proposed', 'difference'] as const).map((c) => (
                    <th key={c} scope="col" className="py-2 pr-3">{t(`staff.whatIf.cols.${c}`)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.members.map((m) => (
                  <tr key={`${m.member_id}-${m.currency}`} className="border-b border-cream-dark" data-testid="what-if-member">
                    <td className="py-2 pr-3">{m.name} <span className="text-ink-muted">#{m.member_id}</span></td>
                    <td className="py-2 pr-3 tabular-nums">{formatAmount(m.actual, m.currency)}</td>
                    <td className="py-2 pr-3 tabular-nums">{formatAmount(m.proposed, m.currency)}</td>
                    <td className="py-2 pr-3 font-semibold tabular-nums">{formatAmount(m.difference, m.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </form>
  );
}
