import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HydrationMark } from '../../../shared/hydration-mark';
import { useSessionStore } from '../../../shared/session/session-store';
import { ChevronDownIcon, GlobeIcon, MenuIcon, UserIcon } from '../../../shared/ui/icons';
import type { MainNavItem } from './use-main-nav-items';

// The menus use Radix (dialog, dropdown and positioning code, about a fifth of the app's first
// download). They load as their own chunk right after the app starts; until then an identical
// looking trigger holds their place, so the header never jumps; pressing it before the menu's code
// has arrived opens the menu as soon as it has (a press is never lost).

const LanguageMenuPart = lazy(() =>
  import('../../../features/content/components/language-menu').then((module) => ({ default: module.LanguageMenu })),
);
const UserMenuPart = lazy(() =>
  import('../../../features/accounts/components/user-menu').then((module) => ({ default: module.UserMenu })),
);
const MobileMenuPart = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

const triggerClass = 'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink';

export function LazyLanguageMenu() {
  const language = useSessionStore((state) => state.language);
  const { t } = useTranslation();
  const [isPressed, setPressed] = useState(false);
  const fallback = (
    <button type="button" className={triggerClass} aria-label={`${language.toUpperCase()} · ${t('header.language')}`} onClick={() => setPressed(true)}>
      <GlobeIcon className="size-5" />
      <span aria-hidden="true">{language.toUpperCase()}</span>
      <ChevronDownIcon className="size-4" />
    </button>
  );
  return (
    <Suspense fallback={fallback}>
      <LanguageMenuPart defaultOpen={isPressed} />
      <HydrationMark />
    </Suspense>
  );
}

export function LazyUserMenu() {
  const { t } = useTranslation();
  const firstname = useSessionStore((state) => state.userData?.firstname ?? '');
  const [isPressed, setPressed] = useState(false);
  const fallback = (
    <button type="button" className={`${triggerClass} max-w-48`} onClick={() => setPressed(true)}>
      <UserIcon className="size-5 shrink-0" />
      <span className="truncate">{t('header.greeting', { firstname })}</span>
      <ChevronDownIcon className="size-4 shrink-0" />
    </button>
  );
  return (
    <Suspense fallback={fallback}>
      <UserMenuPart defaultOpen={isPressed} />
      <HydrationMark />
    </Suspense>
  );
}

export function LazyMobileMenu({ items }: { items: MainNavItem[] }) {
  const { t } = useTranslation();
  const [isPressed, setPressed] = useState(false);
  const fallback = (
    <button
      type="button"
      className="inline-flex size-11 items-center justify-center rounded-full text-ink lg:hidden"
      aria-label={t('header.openMenu')}
      onClick={() => setPressed(true)}
    >
      <MenuIcon className="size-6" />
    </button>
  );
  return (
    <Suspense fallback={fallback}>
      <MobileMenuPart items={items} defaultOpen={isPressed} />
      <HydrationMark />
    </Suspense>
  );
}
