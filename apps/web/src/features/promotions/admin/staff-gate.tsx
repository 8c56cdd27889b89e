import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffGate as SharedStaffGate } from '../../../shared/ui/staff-gate';

/** What a promotions admin page shows while its data loads or when the server refuses it. */
export function StaffGate({ error, isPending, children }: { error: unknown; isPending: boolean; children: () => ReactNode }) {
  const { t } = useTranslation('promotionsAdmin');
  return (
    <SharedStaffGate error={error} isPending={isPending} failedText={t('loadFailed')}>
      {children}
    </SharedStaffGate>
  );
}
