import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useCartPopupStore } from '../../../shared/cart/cart-popup-store';
import type { UserType } from '../../../shared/session/session-types';
import { menuFor } from '../../../shared/member-menu/member-menu';

const itemClass = 'flex min-h-10 w-full items-center rounded-lg px-3 text-left text-sm';
const idleClass = 'text-ink hover:bg-sage-light';
const activeClass = 'bg-brand font-semibold text-cream';

/** The member area's side menu (accounts §2.3) for this member type. */
export function SideMenu({ userType, sluguser }: { userType: UserType | null; sluguser: string | null }) {
  const { t } = useTranslation();
  const openCart = useCartPopupStore((state) => state.open);
  const idPrefix = useId();
  return (
    <nav aria-label={t('account.menuTitle')} className="space-y-5">
      {menuFor(userType).map((group) => (
        <div key={group.key}>
          {/* Group names label their lists; they are not headings, so the page's h1 stays first. */}
          <p id={`${idPrefix}-${group.key}`} className="px-3 text-xs font-semibold tracking-wider text-ink-muted uppercase">
            {t(`account.groups.${group.key}`)}
          </p>
          <ul aria-labelledby={`${idPrefix}-${group.key}`} className="mt-1.5 space-y-0.5">
            {group.items.map((item) => (
              <li key={item.key}>
                {item.kind === 'link' ? (
                  <NavLink
                    to={item.to(sluguser)}
                    end
                    className={({ isActive }) => `${itemClass} ${isActive ? activeClass : idleClass}`}
                  >
                    {t(`account.items.${item.key}`)}
                  </NavLink>
                ) : (
                  <button type="button" className={`${itemClass} ${idleClass}`} onClick={openCart}>
                    {t(`account.items.${item.key}`)}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
