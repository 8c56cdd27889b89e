import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useReferralSlug } from '../../../shared/session/session-store';
import { siteConfig, telHref } from '../../../shared/site-config';
import { PhoneIcon } from '../../../shared/ui/icons';
import { SocialLinks } from './social-links';

/** Phone, social links and the promo line to Testimonials. Phones show the promo line only. */
export function TopStrip() {
  const { t } = useTranslation();
  const sluguser = useReferralSlug();
  return (
    <div className="on-dark bg-brand text-cream">
      <div className="container-page flex min-h-10 items-center justify-center gap-6 py-1.5 text-xs sm:text-sm lg:justify-between">
        <div className="hidden items-center gap-5 lg:flex">
          <a
            href={telHref(siteConfig.phone)}
            className="inline-flex items-center gap-2 hover:underline"
            aria-label={t('header.callUs', { phone: siteConfig.phone })}
          >
            <PhoneIcon className="size-4" />
            {siteConfig.phone}
          </a>
          <SocialLinks className="text-cream" />
        </div>
        <Link to={paths.testimonials(sluguser)} className="text-center font-medium underline-offset-4 hover:underline">
          {t('header.promo')}
        </Link>
      </div>
    </div>
  );
}
