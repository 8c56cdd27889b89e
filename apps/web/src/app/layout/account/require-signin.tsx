import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../../shared/paths';
import { useSessionStore } from '../../../shared/session/session-store';

/** Pages that need a signed-in visitor but are not member pages (gallery, product admin, wishlist, legacy cart). */
export function RequireSignin() {
  const location = useLocation();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  if (!isLoggedIn) return <Navigate to={paths.signin()} replace state={{ from: location }} />;
  return <Outlet />;
}
