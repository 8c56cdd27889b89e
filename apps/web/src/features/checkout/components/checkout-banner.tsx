import { useTranslation } from 'react-i18next';
import { moneyBackTitle } from '../../../shared/claims/shop-claims';
import { useShopClaims } from '../../../shared/claims/use-shop-claims';
import { siteConfig, telHref } from '../../../shared/site-config';
import { PhoneIcon } from '../../../shared/ui/icons';
import { ShieldCheckIcon, TruckIcon } from '../../../shared/ui/page-icons';

/**
 * The checkout's top banner (checkout §2): secure checkout, the shop's money-back guarantee when it
 * covers every product (the order review says what it covers), support line, delivery notice.
 */
export function CheckoutBanner() {
  const { t } = useTranslation('checkout');
  const { t: tShared } = useTranslation();
  const { moneyBack } = useShopClaims();
  return (
    <section aria-labelledby="checkout-banner-title" className="on-dark bg-brand text-cream" data-testid="checkout-banner">
      <div className="container-page py-6 sm:py-8">
        <h1 id="checkout-banner-title" className="font-serif text-2xl text-cream sm:text-3xl">
          {t('page.bannerTitle')}
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-cream/90 sm:text-base">{t('page.bannerText')}</p>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <li className="inline-flex items-center gap-2">
            <ShieldCheckIcon className="size-5 text-gold-light" />
            {t('page.trustSecure')}
          </li>
          {moneyBack && moneyBack.product_ids === null && (
            <li className="inline-flex items-center gap-2">
              <ShieldCheckIcon className="size-5 text-gold-light" />
              {moneyBackTitle(tShared, moneyBack)}
            </li>
          )}
          <li className="inline-flex items-center gap-2">
            <PhoneIcon className="size-5 text-gold-light" />
            <a href={telHref(siteConfig.phone)} className="underline underline-offset-2">
              {t('page.trustSupport', { phone: siteConfig.phone })}
            </a>
          </li>
        </ul>
        <p className="mt-3 inline-flex items-start gap-2 rounded-xl bg-brand-dark/60 px-3 py-2 text-xs text-cream/90">
          <TruckIcon className="mt-0.5 size-4 shrink-0" />
          {t('page.strikeNotice')}
        </p>
      </div>
    </section>
  );
}
