import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { useReferralSlug } from '../../../../shared/session/session-store';
import { useSignOutWhenUnauthenticated } from '../../../../shared/session/use-sign-out-when-unauthenticated';
import { Spinner } from '../../../../shared/ui/spinner';
import { useUserDetails } from '../../api/get-user-details';
import { LoadFailed, MemberPage } from '../member-page';
import { BusinessCardEditor } from './business-card-editor';

/**
 * Business card (VistingCard, accounts §2.10): a scholar's card, filled from their profile,
 * with a live preview of both faces and the print PDF and PNG. Business Card generation is a
 * scholar tool (§2.3): other members are told so and sent back to their back office.
 */
export function BusinessCardPage() {
  const { t } = useTranslation('accounts');
  const { t: tr } = useTranslation();
  const sluguser = useReferralSlug();
  const { data: details, error, isPending } = useUserDetails();
  useSignOutWhenUnauthenticated(error);
  const title = tr('routes.visitingCard');

  if (isPending) {
    return (
      <MemberPage title={title}>
        <Spinner />
      </MemberPage>
    );
  }
  if (error) {
    return (
      <MemberPage title={title}>
        <LoadFailed message={t('businessCard.loadFailed')} />
      </MemberPage>
    );
  }
  if (details.user_type !== 'scholar') {
    return (
      <MemberPage title={title}>
        <div role="alert" data-testid="business-card-refused" className="max-w-xl rounded-2xl border border-gold bg-gold-light/40 p-5 text-ink">
          <p>{t('businessCard.scholarsOnly', { type: t(`userTypes.${details.user_type}`).toLocaleLowerCase() })}</p>
          <p className="mt-4">
            <Link to={paths.dashboard(sluguser)} className="btn-primary">
              {t('businessCard.backToDashboard')}
            </Link>
          </p>
        </div>
      </MemberPage>
    );
  }
  return (
    <MemberPage title={title} intro={t('businessCard.intro')}>
      <BusinessCardEditor details={details} />
    </MemberPage>
  );
}
