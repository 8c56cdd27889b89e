import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/paths';
import { Spinner } from '../../../shared/ui/spinner';

/** What a content admin page shows while its data loads or when the server refuses it (401: Signin again; 403/404: the message). */
export function StaffGate({ error, isPending, children }: { error: unknown; isPending: boolean; children: () => ReactNode }) {
  const { t } = useTranslation('contentAdmin');
  const location = useLocation();
  if (isApiError(error) && error.status === 401) return <Navigate to={paths.signin()} replace state={{ from: location }} />;
  if (error) {
    return (
      <p role="alert" className="mt-4 rounded-2xl bg-white p-6 text-ink-muted shadow-sm">
        {isApiError(error) ? error.message : t('loadFailed')}
      </p>
    );
  }
  if (isPending) return <Spinner />;
  return <>{children()}</>;
}
