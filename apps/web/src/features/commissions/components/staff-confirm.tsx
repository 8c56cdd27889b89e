import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';

/** Staff confirm an action that cannot be undone (closing a period, marking a batch paid). */
export function StaffConfirm({ trigger, title, detail, onConfirm, isBusy }: { trigger: ReactNode; title: string; detail: string; onConfirm: () => void; isBusy: boolean }) {
  const { t } = useTranslation('commissions');
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-cream p-6 shadow-2xl outline-none">
          <Dialog.Title className="font-serif text-xl text-brand">{title}</Dialog.Title>
          <Dialog.Description className="mt-3 text-ink">{t('staff.confirm.text')}</Dialog.Description>
          <p className="mt-2 text-ink-muted">{detail}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className="btn-outline min-h-11">{t('staff.confirm.cancel')}</Dialog.Close>
            <Dialog.Close className="btn-primary min-h-11" onClick={onConfirm} disabled={isBusy}>
              {t('staff.confirm.ok')}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
