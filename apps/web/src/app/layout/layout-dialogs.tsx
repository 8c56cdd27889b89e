import { lazy, useState } from 'react';
import { useCartPopupStore } from '../../shared/cart/cart-popup-store';
import { useIsHydrated } from '../../shared/hooks/use-is-hydrated';
import { useSessionStore } from '../../shared/session/session-store';

// Dialogs load on demand: the country popup only while no country is known, the cart popup
// from its first opening. This part of the layout is a chunk of its own, after the first load.
const CountryDialog = lazy(() => import('../country/country-dialog').then((module) => ({ default: module.CountryDialog })));
const CartPopup = lazy(() => import('../../features/cart/components/cart-popup').then((module) => ({ default: module.CartPopup })));

/** The country popup while no country is known, and the cart popup from its first opening. */
export function LayoutDialogs() {
  // While a server-rendered page hydrates, the store still shows the server's session (no country):
  // the popup's code would load for nothing for a visitor who has chosen one.
  const hasNoCountry = useSessionStore((state) => state.userCountry === null);
  const needsCountry = useIsHydrated() && hasNoCountry;
  const hasOpenedCart = useHasOpenedCart();
  return (
    <>
      {needsCountry && <CountryDialog />}
      {hasOpenedCart && <CartPopup />}
    </>
  );
}

/** True from the first time the cart popup is asked for (then it stays mounted for its animations). */
function useHasOpenedCart(): boolean {
  const isOpen = useCartPopupStore((state) => state.isOpen);
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened;
}
