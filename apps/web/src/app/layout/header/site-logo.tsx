import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useReferralSlug } from '../../../shared/session/session-store';

/** The brand logo linking Home (under the referral prefix when one is stored). */
export function SiteLogo({ className = 'h-9 sm:h-10' }: { className?: string }) {
  const { t } = useTranslation();
  const sluguser = useReferralSlug();
  return (
    <Link to={paths.home(sluguser)} className="inline-flex shrink-0 items-center" aria-label={t('common.homeLink')}>
      <img src="/demo/upline-logo.svg" width={200} height={56} alt={t('common.appName')} className={`w-auto ${className}`} />
    </Link>
  );
}
