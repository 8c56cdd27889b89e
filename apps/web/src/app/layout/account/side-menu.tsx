import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useCartPopupStore } from '../../../shared/cart/cart-popup-store';
import type { UserType } from '../../../shared/session/session-types';
import { menuFor } from './menu-for';

const itemClass =
  'flex min-h-10 w-full items-center rounded-lg px-3 text-left text-sm text-ink hover:bg-sage-light';

/** The member area's side menu (accounts §2.3) for this member type. */
export function SideMenu({ userType, sluguser }: { userType: UserType | null; sluguser: string | null }) {
  const { t } = useTranslation();
  const openCart = useCartPopupStore((state) => state.open);
  return (
    <nav aria-label={t('account.menuTitle')} className="space-y-5">
      {menuFor(userType).map((group) => (
        <div key={group.key}>
          <h2 className="px-3 font-sans text-xs font-semibold tracking-wider text-ink-muted uppercase">
            {t(`account.groups.${group.key}`)}
          </h2>
          <ul className="mt-1.5 space-y-0.5">
            {group.items.map((item) => (
              <li key={item.key}>
                {item.kind === 'link' ? (
                  <NavLink
                    to={item.to(sluguser)}
                    end
                    className={({ isActive }) =>
                      `${itemClass} ${isActive ? 'bg-brand font-semibold text-cream hover:bg-brand' : ''}`
                    }
                  >
                    {t(`account.items.${item.key}`)}
                  </NavLink>
                ) : (
                  <button type="button" className={itemClass} onClick={openCart}>
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
