import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../shared/paths';
import { useSessionStore } from '../../../shared/session/session-store';

/** The server no longer knows this browser's session: forget the stored login and go to Signin. */
export function SigninAgain() {
  const location = useLocation();
  const signOut = useSessionStore((state) => state.signOut);
  useEffect(() => signOut(), [signOut]);
  return <Navigate to={paths.signin()} replace state={{ from: location }} />;
}
