import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { MainNavItem } from './use-main-nav-items';

interface MainNavProps {
  items: MainNavItem[];
  orientation: 'horizontal' | 'vertical';
}

/** The main navigation list, across the header on desktops and stacked in the mobile menu. */
export function MainNav({ items, orientation }: MainNavProps) {
  const { t } = useTranslation();
  const isHorizontal = orientation === 'horizontal';
  const linkClass = isHorizontal
    ? 'inline-flex min-h-11 items-center border-b-2 px-1 text-[15px] font-medium'
    : 'flex min-h-12 items-center rounded-lg px-3 text-base font-medium';
  const activeClass = isHorizontal ? 'border-gold text-brand' : 'bg-sage-light text-brand';
  const idleClass = isHorizontal
    ? 'border-transparent text-ink hover:border-sage hover:text-brand'
    : 'text-ink hover:bg-cream-dark';

  return (
    <nav aria-label={t('header.mainNavigation')}>
      <ul className={isHorizontal ? 'flex flex-wrap items-center justify-center gap-x-8' : 'space-y-1'}>
        {items.map((item) => (
          <li key={item.key}>
            {item.isExternal ? (
              <a href={item.to} className={`${linkClass} ${idleClass}`} target="_blank" rel="noopener noreferrer">
                {item.label}
                <span className="sr-only"> {t('common.opensInNewTab')}</span>
              </a>
            ) : (
              <NavLink
                to={item.to}
                className={({ isActive }) => `${linkClass} ${isActive ? activeClass : idleClass}`}
              >
                {item.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
