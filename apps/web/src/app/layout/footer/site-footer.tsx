import { useTranslation } from 'react-i18next';
import { FooterAddress } from '../../../features/content/components/footer-address';
import { NewsletterForm } from '../../../features/content/components/newsletter-form';
import { siteConfig, telHref } from '../../../shared/site-config';
import { PhoneIcon } from '../../../shared/ui/icons';
import { SocialLinks } from '../header/social-links';
import { BackToTop } from './back-to-top';
import { FooterLinkList } from './footer-link-list';
import { GuaranteeBanner } from './guarantee-banner';
import { useFooterLinks } from './use-footer-links';

/** The storefront footer of storefront §2. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { useful, legal, discover } = useFooterLinks();
  // Three link columns share the wide grid; two widen to fill it when the press and blog links are in the server's menu.
  const linkColumn = discover.length > 0 ? 'lg:col-span-2' : 'lg:col-span-3';
  return (
    <footer>
      <GuaranteeBanner />
      <div className="on-dark bg-brand text-cream">
        <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-12 lg:gap-8">
          <div className="space-y-4 lg:col-span-3">
            <img
              src="/demo/upline-logo.svg"
              width={200}
              height={56}
              alt={t('common.appName')}
              className="block h-11 w-auto max-w-full rounded-lg bg-cream px-3 py-1.5"
            />
            <h2 className="sr-only">{t('footer.contact')}</h2>
            <FooterAddress />
            <a
              href={telHref(siteConfig.phone)}
              className="inline-flex min-h-9 items-center gap-2 text-sm hover:underline"
              aria-label={t('header.callUs', { phone: siteConfig.phone })}
            >
              <PhoneIcon className="size-4" />
              {siteConfig.phone}
            </a>
            <SocialLinks className="-ml-2" />
          </div>
          <div className={linkColumn}>
            <FooterLinkList title={t('footer.usefulLinks')} links={useful} />
          </div>
          <div className={linkColumn}>
            <FooterLinkList title={t('footer.legal')} links={legal} />
          </div>
          {discover.length > 0 && (
            <div className="lg:col-span-2">
              <FooterLinkList title={t('footer.discover')} links={discover} />
            </div>
          )}
          <div className="sm:col-span-2 lg:col-span-3">
            <NewsletterForm />
          </div>
        </div>
        <div className="border-t border-cream/20">
          <div className="container-page flex flex-col items-center gap-4 py-6 text-center text-xs text-cream/80 sm:flex-row sm:justify-between sm:text-left">
            <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
            <BackToTop />
          </div>
        </div>
      </div>
    </footer>
  );
}
