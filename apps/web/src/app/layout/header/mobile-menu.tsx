import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LogoutButton } from '../../../features/accounts/components/logout-button';
import { LanguageMenu } from '../../../features/content/components/language-menu';
import { paths } from '../../../shared/paths';
import { useReferralSlug, useSessionStore } from '../../../shared/session/session-store';
import { siteConfig, telHref } from '../../../shared/site-config';
import { CloseIcon, MenuIcon, PhoneIcon } from '../../../shared/ui/icons';
import { MainNav } from './main-nav';
import { SiteLogo } from './site-logo';
import { SocialLinks } from './social-links';
import type { MainNavItem } from './use-main-nav-items';

/**
 * The slide-in menu of phones and tablets: a focus-trapped dialog. It belongs to the location
 * it was opened at, so any navigation closes it (accounts §2.2).
 */
export function MobileMenu({ items, defaultOpen = false }: { items: MainNavItem[]; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(defaultOpen ? location.key : null);
  const isOpen = openedAt === location.key;
  const sluguser = useReferralSlug();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const firstname = useSessionStore((state) => state.userData?.firstname ?? '');

  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => setOpenedAt(open ? location.key : null)}>
      <Dialog.Trigger
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-cream-dark lg:hidden"
        aria-label={t('header.openMenu')}
      >
        <MenuIcon className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-cream shadow-xl outline-none data-[state=open]:animate-slide-in-left">
          <div className="flex items-center justify-between border-b border-cream-dark px-4 py-3">
            <SiteLogo className="h-8" />
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-cream-dark"
              aria-label={t('header.closeMenu')}
            >
              <CloseIcon className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{t('header.menuTitle')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('header.menuDescription')}</Dialog.Description>

          <div className="flex-1 space-y-6 px-4 py-5">
            <MainNav items={items} orientation="vertical" />

            <div className="space-y-3 border-t border-cream-dark pt-5">
              {isLoggedIn ? (
                <>
                  <p className="px-3 font-serif text-lg text-brand">{t('header.greeting', { firstname })}</p>
                  <LogoutButton className="btn-outline w-full" />
                </>
              ) : (
                <>
                  <Link to={paths.signin(sluguser)} className="btn-outline w-full">
                    {t('header.login')}
                  </Link>
                  <Link to={paths.joinTeam(sluguser)} className="btn-primary w-full">
                    {t('header.joinTeam')}
                  </Link>
                </>
              )}
              <Link to={paths.product(sluguser)} className="btn-gold w-full">
                {t('common.shopNow')}
              </Link>
            </div>

            <div className="flex items-center justify-between border-t border-cream-dark pt-5">
              <span className="text-sm font-medium text-ink-muted">{t('header.language')}</span>
              <LanguageMenu />
            </div>

            <div className="space-y-3 border-t border-cream-dark pt-5 text-sm">
              <a
                href={telHref(siteConfig.phone)}
                className="inline-flex min-h-11 items-center gap-2 px-3 text-ink"
                aria-label={t('header.callUs', { phone: siteConfig.phone })}
              >
                <PhoneIcon className="size-5 text-brand" />
                {siteConfig.phone}
              </a>
              <SocialLinks className="text-brand" />
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
