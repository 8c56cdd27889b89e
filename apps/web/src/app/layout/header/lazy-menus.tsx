import { lazy, Suspense, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { fallbackLanguages } from '../../../features/content/api/get-languages';
import { HydrationMark } from '../../../shared/hydration-mark';
import { useSessionStore } from '../../../shared/session/session-store';
import { ChevronDownIcon, GlobeIcon, MenuIcon, UserIcon } from '../../../shared/ui/icons';
import type { MainNavItem } from './use-main-nav-items';

// The menus use Radix (dialog, dropdown and positioning code, about a fifth of the app's first
// download, with the account menu's forms about 60 KB). Their code does not come with the page (a
// phone's first seconds go to the page itself): it starts loading when the visitor shows the intent
// to open a menu (the pointer over its trigger, a touch, the keyboard's focus), and the menu
// replaces its trigger when pressed, opening as soon as its code is there. Until then an identical
// looking trigger (the server renders it too) holds its place, so the header never jumps and a
// press is never lost.

// The browser fetches a module once, however often it is imported: the intent's preload and the
// lazy component share it.
const loadLanguageMenu = () => import('../../../features/content/components/language-menu');
const loadUserMenu = () => import('../../../features/accounts/components/user-menu');
const loadMobileMenu = () => import('./mobile-menu');
const LanguageMenuPart = lazy(() => loadLanguageMenu().then((module) => ({ default: module.LanguageMenu })));
const UserMenuPart = lazy(() => loadUserMenu().then((module) => ({ default: module.UserMenu })));
const MobileMenuPart = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

interface TriggerHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
}

/**
 * The look-alike trigger until it is pressed, then the menu, open (the trigger while its code
 * arrives). Pointing at the trigger or focusing it starts loading the code.
 */
function MenuOnDemand({ trigger, load, menu }: { trigger: (handlers: TriggerHandlers) => ReactElement; load: () => Promise<unknown>; menu: ReactElement }) {
  const [isPressed, setPressed] = useState(false);
  const preload = () => void load().catch(() => undefined);
  const placeholder = trigger({ onPointerEnter: preload, onFocus: preload, onClick: () => setPressed(true) });
  if (!isPressed) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      {menu}
      <HydrationMark />
    </Suspense>
  );
}

const triggerClass = 'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink hover:bg-cream-dark';

export function LazyLanguageMenu() {
  const language = useSessionStore((state) => state.language);
  const { t } = useTranslation();
  return (
    <MenuOnDemand
      trigger={(handlers) => (
        <button type="button" aria-haspopup="menu" aria-expanded={false} className={triggerClass} aria-label={`${language.toUpperCase()} · ${t('header.languageCurrent', { name: fallbackLanguages.find((item) => item.code === language)?.name ?? language.toUpperCase() })}`} {...handlers}>
          <GlobeIcon className="size-5" />
          <span aria-hidden="true">{language.toUpperCase()}</span>
          <ChevronDownIcon className="size-4" />
        </button>
      )}
      load={loadLanguageMenu}
      menu={<LanguageMenuPart defaultOpen />}
    />
  );
}

export function LazyUserMenu() {
  const { t } = useTranslation();
  const firstname = useSessionStore((state) => state.userData?.firstname ?? '');
  return (
    <MenuOnDemand
      trigger={(handlers) => (
        <button type="button" aria-haspopup="menu" aria-expanded={false} className={`${triggerClass} max-w-48`} {...handlers}>
          <UserIcon className="size-5 shrink-0" />
          <span className="truncate">{t('header.greeting', { firstname })}</span>
          <ChevronDownIcon className="size-4 shrink-0" />
        </button>
      )}
      load={loadUserMenu}
      menu={<UserMenuPart defaultOpen />}
    />
  );
}

export function LazyMobileMenu({ items }: { items: MainNavItem[] }) {
  const { t } = useTranslation();
  return (
    <MenuOnDemand
      trigger={(handlers) => (
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={false}
          className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-cream-dark lg:hidden"
          aria-label={t('header.openMenu')} {...handlers}>
          <MenuIcon className="size-6" />
        </button>
      )}
      load={loadMobileMenu}
      menu={<MobileMenuPart items={items} defaultOpen />}
    />
  );
}
