import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../shared/paths';
import { Spinner } from '../../../shared/ui/spinner';
import { useUserDetails } from '../api/get-user-details';
import { useSignOutWhenUnauthenticated } from '../../../shared/session/use-sign-out-when-unauthenticated';
import { replicatedSiteUrl } from '../lib/replicated-site-url';
import { LoadFailed } from './member-page';

/**
 * The greeting of the Dashboard (My Back Office, accounts §2.10): first and last name, user type,
 * member ID, the replicated site address built from the link name, and the VIEW TEAM and
 * COMMISSIONS links for ambassadors and scholars.
 */
export function DashboardGreeting({ sluguser }: { sluguser: string | null }) {
  const { t } = useTranslation('accounts');
  const { t: tr } = useTranslation();
  const { data: details, error, isPending } = useUserDetails();
  useSignOutWhenUnauthenticated(error);

  if (isPending) return <Spinner />;
  if (error) return <LoadFailed message={t('dashboard.loadFailed')} />;

  const isBuilder = details.user_type !== 'customer';
  const siteUrl = details.urlname ? replicatedSiteUrl(window.location.origin, details.urlname) : null;
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('dashboard.copied'));
    } catch {
      toast.error(t('dashboard.copyFailed'));
    }
  };

  return (
    <section aria-labelledby="dashboard-title" className="p-5 sm:p-8">
      <p className="text-xs font-semibold tracking-widest text-ink-muted uppercase">{tr('routes.dashboard')}</p>
      <h1 id="dashboard-title" className="mt-1 text-3xl sm:text-4xl">
        {t('dashboard.greeting', { firstname: details.firstname, lastname: details.lastname })}
      </h1>
      {isBuilder && <p className="mt-1 text-ink-muted">{t('dashboard.representative')}</p>}

      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        <div className="rounded-2xl bg-cream p-4">
          <dt className="text-xs font-semibold tracking-wider text-ink-muted uppercase">{t('dashboard.userType')}</dt>
          <dd className="mt-1 text-lg font-semibold text-ink">{t(`userTypes.${details.user_type}`)}</dd>
        </div>
        <div className="rounded-2xl bg-cream p-4">
          <dt className="text-xs font-semibold tracking-wider text-ink-muted uppercase">{t('dashboard.memberId')}</dt>
          <dd className="mt-1 text-lg font-semibold text-ink">{details.id}</dd>
        </div>
        {siteUrl && (
          <div className="rounded-2xl bg-cream p-4">
            <dt className="text-xs font-semibold tracking-wider text-ink-muted uppercase">{t('dashboard.replicatedSite')}</dt>
            <dd className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
              <a href={siteUrl} className="font-semibold break-all text-brand underline underline-offset-2">
                {siteUrl}
              </a>
              <button type="button" className="text-sm font-medium text-ink-muted underline underline-offset-2 hover:text-brand" onClick={() => void copy(siteUrl)}>
                {t('dashboard.copy')}
              </button>
            </dd>
          </div>
        )}
      </dl>

      {isBuilder && (
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={paths.downlineGenealogy(sluguser)} className="btn-primary">
            {t('dashboard.viewTeam')}
          </Link>
          <Link to={paths.commission(sluguser)} className="btn-outline">
            {t('dashboard.commissions')}
          </Link>
        </div>
      )}
    </section>
  );
}
