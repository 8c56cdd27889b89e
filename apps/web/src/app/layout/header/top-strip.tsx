import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { freeShippingText } from '../../../shared/claims/shop-claims';
import { useShopClaims } from '../../../shared/claims/use-shop-claims';
import { paths } from '../../../shared/paths';
import { useReferralSlug } from '../../../shared/session/session-store';
import { siteConfig, telHref } from '../../../shared/site-config';
import { PhoneIcon } from '../../../shared/ui/icons';
import { SocialLinks } from './social-links';

/**
 * Phone, social links and the promo line to Testimonials. The free-shipping part of the promo is
 * said only while an offer ships free to the shopper's country, with its end date and products.
 * Phones show the promo line only.
 */
export function TopStrip() {
  const { t } = useTranslation();
  const sluguser = useReferralSlug();
  const [freeShipping] = useShopClaims().freeShipping;
  return (
    <div className="on-dark bg-brand text-cream">
      {/* Phones keep room for three lines, the promo with the free-shipping offer that arrives with
          the shop's data, so that the page below does not move when it does. */}
      <div className="container-page flex min-h-[3.75rem] items-center justify-center gap-6 py-1.5 text-xs sm:min-h-10 sm:text-sm lg:justify-between">
        <div className="hidden shrink-0 items-center gap-5 lg:flex">
          <a
            href={telHref(siteConfig.phone)}
            className="inline-flex items-center gap-2 whitespace-nowrap hover:underline"
            aria-label={t('header.callUs', { phone: siteConfig.phone })}
          >
            <PhoneIcon className="size-4" />
            {siteConfig.phone}
          </a>
          <SocialLinks className="text-cream" />
        </div>
        <p className="text-center font-medium" data-testid="header-promo">
          {freeShipping && <span>{freeShippingText(t, freeShipping)} — </span>}
          <Link to={paths.testimonials(sluguser)} className="underline-offset-4 hover:underline">
            {t('claims.customerReviews')}
          </Link>
        </p>
      </div>
    </div>
  );
}
