import { useTranslation } from 'react-i18next';
import type { TeamCounts } from '@upline/contract/team';
import { useSignOutWhenUnauthenticated } from '../../../shared/session/use-sign-out-when-unauthenticated';
import { useTeamSummary } from '../api/team';
import { formatCount, formatTeamDay } from '../lib/team-format';

/**
 * The Dashboard's team figures (issue 15): the direct team and the whole downline by member type,
 * and who joined since the first of the month. Shown to ambassadors and scholars.
 */
export function TeamFigures() {
  const { t, i18n } = useTranslation('team');
  const summary = useTeamSummary();
  useSignOutWhenUnauthenticated(summary.error);
  const n = (value: number) => formatCount(value, i18n.language);

  if (summary.isPending) return <div className="mx-5 mb-8 h-32 animate-pulse rounded-2xl bg-cream sm:mx-8" aria-hidden="true" />;
  if (summary.isError) return <p className="mx-5 mb-8 rounded-lg bg-cream p-4 text-ink sm:mx-8">{t('summary.failed')}</p>;
  const { direct, downline, new_this_month: fresh, month_start: since } = summary.data;

  const byType = (counts: TeamCounts) => (
    <ul className="mt-3 space-y-1 text-sm">
      {(['ambassador', 'scholar', 'customer'] as const).map((type) => (
        <li key={type} className="flex justify-between gap-3">
          <span className="text-ink-muted">{t(`types.${type}`)}</span>
          <span className="font-semibold tabular-nums">{n(counts[type])}</span>
        </li>
      ))}
    </ul>
  );

  return (
    <section aria-labelledby="team-figures-title" className="px-5 pb-8 sm:px-8" data-testid="team-figures">
      <h2 id="team-figures-title" className="text-xl">{t('summary.title')}</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <div className="rounded-2xl border border-cream-dark p-4" data-testid="team-figure-direct">
          <h3 className="font-sans text-xs font-semibold tracking-wider text-ink-muted uppercase">{t('summary.direct')}</h3>
          <p className="mt-1 text-3xl font-semibold text-brand tabular-nums">{n(direct.total)}</p>
          {byType(direct)}
        </div>
        <div className="rounded-2xl border border-cream-dark p-4" data-testid="team-figure-downline">
          <h3 className="font-sans text-xs font-semibold tracking-wider text-ink-muted uppercase">{t('summary.downline')}</h3>
          <p className="mt-1 text-3xl font-semibold text-brand tabular-nums">{n(downline.total)}</p>
          {byType(downline)}
        </div>
        <div className="rounded-2xl border border-cream-dark p-4" data-testid="team-figure-new">
          <h3 className="font-sans text-xs font-semibold tracking-wider text-ink-muted uppercase">{t('summary.newThisMonth')}</h3>
          <p className="mt-1 text-3xl font-semibold text-brand tabular-nums">{n(fresh.downline)}</p>
          <p className="mt-3 text-sm text-ink-muted">{t('summary.newDetail', { direct: n(fresh.direct), downline: n(fresh.downline), date: formatTeamDay(since, i18n.language) })}</p>
        </div>
      </div>
    </section>
  );
}
