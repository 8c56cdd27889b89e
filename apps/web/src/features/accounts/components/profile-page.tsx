import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useReferralSlug, useSessionStore } from '../../../shared/session/session-store';
import { Spinner } from '../../../shared/ui/spinner';
import { useUserDetails } from '../api/get-user-details';
import { useSignOutWhenUnauthenticated } from '../../../shared/session/use-sign-out-when-unauthenticated';
import { formatDate } from '../lib/format-date';
import { LoadFailed, MemberPage } from './member-page';

/** Personal Information (accounts §2.10): the member's own details, read only. */
export function ProfilePage() {
  const { t } = useTranslation('accounts');
  const { t: tr } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const sluguser = useReferralSlug();
  const { data: details, error, isPending } = useUserDetails();
  useSignOutWhenUnauthenticated(error);

  const rows = details
    ? ([
        ['firstname', details.firstname],
        ['lastname', details.lastname],
        ['email', details.email],
        ['companyName', details.company_name],
        ['mobile', details.mobile],
        ['birthDate', formatDate(details.date_of_birth, language)],
        ['rank', details.current_rank],
        ['joinDate', formatDate(details.join_date, language)],
      ] as const)
    : [];

  return (
    <MemberPage title={tr('routes.profile')} intro={t('profile.intro')}>
      {isPending ? (
        <Spinner />
      ) : error ? (
        <LoadFailed message={t('profile.loadFailed')} />
      ) : (
        <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
          {rows.map(([key, value]) => (
            <div key={key} className="border-b border-cream-dark pb-3">
              <dt className="text-xs font-semibold tracking-wider text-ink-muted uppercase">{t(`profile.fields.${key}`)}</dt>
              <dd className="mt-1 break-words text-ink">{value || <span className="text-ink-muted">{t('profile.notSet')}</span>}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="mt-8">
        <Link to={paths.changePassword(sluguser)} className="btn-outline">
          {t('profile.changePassword')}
        </Link>
      </p>
    </MemberPage>
  );
}
