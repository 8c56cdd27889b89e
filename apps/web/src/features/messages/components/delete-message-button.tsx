import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useDeleteMessage } from '../api/messages';

/**
 * Delete with the spec's confirmation (accounts §5): 'You won't be able to revert this!' with
 * Cancel and OK; the server's answer is toasted (§8, 2.5 s).
 */
export function DeleteMessageButton({ id, subject, onDeleted, className = 'btn-outline min-h-10' }: { id: number; subject: string; onDeleted?: () => void; className?: string }) {
  const { t } = useTranslation('messages');
  const [isOpen, setIsOpen] = useState(false);
  const remove = useDeleteMessage();
  const confirm = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(t('deleted'), { duration: 2500 });
        setIsOpen(false);
        onDeleted?.();
      },
      onError: () => {
        toast.error(t('deleteFailed'), { duration: 4000 });
        setIsOpen(false);
      },
    });
  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger className={className} aria-label={t('inbox.deleteOf', { subject })} data-testid="delete-message">
        {t('inbox.delete')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-cream p-6 shadow-2xl outline-none data-[state=open]:animate-pop-in">
          <Dialog.Title className="font-serif text-xl text-brand">{t('confirm.title')}</Dialog.Title>
          <Dialog.Description className="mt-3 text-ink">{t('confirm.text')}</Dialog.Description>
          <p className="mt-2 truncate text-ink-muted">{subject}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className="btn-outline min-h-11" disabled={remove.isPending}>
              {t('confirm.cancel')}
            </Dialog.Close>
            <button type="button" className="btn-primary min-h-11" onClick={confirm} disabled={remove.isPending} data-testid="confirm-ok">
              {remove.isPending ? t('confirm.working') : t('confirm.ok')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
