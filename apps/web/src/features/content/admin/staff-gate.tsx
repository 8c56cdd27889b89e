import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffGate as SharedStaffGate } from '../../../shared/ui/staff-gate';

/** What a content admin page shows while its data loads or when the server refuses it (401: Signin again; 403/404: the message). */
export function StaffGate({ error, isPending, children }: { error: unknown; isPending: boolean; children: () => ReactNode }) {
  const { t } = useTranslation('contentAdmin');
  return (
    <SharedStaffGate error={error} isPending={isPending} failedText={t('loadFailed')} className="mt-4">
      {children}
    </SharedStaffGate>
  );
}
