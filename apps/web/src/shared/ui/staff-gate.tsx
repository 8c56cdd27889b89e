import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isApiError } from '../api/api-error';
import { paths } from '../paths';
import { Spinner } from './spinner';

export interface StaffGateProps {
  error: unknown;
  isPending: boolean;
  /** Shown when the failure has no message of its own (a network failure). */
  failedText: string;
  /** Classes of the failure notice, besides its card look. */
  className?: string;
  children: () => ReactNode;
}

/**
 * What a staff page shows while its data loads or when the server refuses it: a 401 (the session
 * ended) goes to Signin and back; a 403 or 404 shows the server's message; the page itself only
 * once its data is there. Every admin page of every feature uses this one gate.
 */
export function StaffGate({ error, isPending, failedText, className = '', children }: StaffGateProps) {
  const location = useLocation();
  if (isApiError(error) && error.status === 401) return <Navigate to={paths.signin()} replace state={{ from: location }} />;
  if (error) {
    return (
      <p role="alert" className={`rounded-2xl bg-white p-6 text-ink-muted shadow-sm ${className}`.trim()}>
        {isApiError(error) ? error.message : failedText}
      </p>
    );
  }
  if (isPending) return <Spinner />;
  return <>{children()}</>;
}
