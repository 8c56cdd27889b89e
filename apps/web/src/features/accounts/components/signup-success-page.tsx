import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '../../../shared/paths';
import { useReferralSlug, useSessionStore } from '../../../shared/session/session-store';
import { LeafIcon } from '../../../shared/ui/icons';
import { useEnrollingSponsor } from '../hooks/use-enrolling-sponsor';
import { replicatedSiteUrl } from '../lib/replicated-site-url';

/**
 * ThankYouOtherSignUP (accounts §2.8): the sponsor's name and ID and a hint on the replicated link
 * name. Without a stored link name there is no sponsor to show, so it goes Home (under a referral
 * prefix the link name is being stored as the page opens).
 */
export function SignupSuccessPage() {
  const { t } = useTranslation('accounts');
  const { t: tr } = useTranslation();
  const { sluguser } = useParams();
  const storedSlug = useReferralSlug();
  const slug = sluguser ?? storedSlug;
  const { sponsor } = useEnrollingSponsor();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const ownUrlName = useSessionStore((state) => (typeof state.userData?.urlname === 'string' ? state.userData.urlname : null));
  if (!slug) return <Navigate to={paths.home()} replace />;

  const example = replicatedSiteUrl(window.location.origin, ownUrlName ?? t('linkName.placeholder'));
  return (
    <section className="container-page flex flex-col items-center py-12 text-center sm:py-20">
      <span className="mb-6 inline-flex size-16 items-center justify-center rounded-full bg-sage-light text-brand">
        <LeafIcon className="size-8" />
      </span>
      <h1 className="text-3xl sm:text-4xl">{tr('routes.signupSuccess')}</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-muted">{t('signupSuccess.thanks')}</p>
      {sponsor && (
        <p className="mt-6 rounded-2xl bg-sage-light px-5 py-3 text-ink">
          {t('signupSuccess.sponsor', { name: sponsor.enrolling_sponsor_name, id: sponsor.id })}
        </p>
      )}
      <p className="mt-6 max-w-xl text-ink">{t('signupSuccess.linkHint', { url: example })}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={isLoggedIn ? paths.dashboard(slug) : paths.signin(slug)} className="btn-primary">
          {isLoggedIn ? t('signupSuccess.dashboard') : t('signupSuccess.signin')}
        </Link>
        <Link to={paths.product(slug)} className="btn-outline">
          {t('signupSuccess.shop')}
        </Link>
      </div>
    </section>
  );
}
