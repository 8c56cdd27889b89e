import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../../shared/ui/icons';

/** The doctor bio modal of the order review (checkout §1, §2). */
export function DoctorBioDialog() {
  const { t } = useTranslation('checkout');
  return (
    <Dialog.Root>
      <Dialog.Trigger className="text-sm font-medium text-brand underline underline-offset-2 hover:text-brand-dark">{t('review.doctorLink')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-cream p-6 shadow-2xl outline-none data-[state=open]:animate-pop-in">
          <div className="flex items-start gap-4">
            <img src="/demo/team-samuel-reid.svg" alt={t('doctor.portraitAlt')} width={80} height={80} className="size-20 shrink-0 rounded-full bg-sage-light" />
            <div className="min-w-0 flex-1">
              <Dialog.Title className="font-serif text-xl text-brand">{t('doctor.title')}</Dialog.Title>
              <p className="text-sm font-medium text-ink-muted">{t('doctor.role')}</p>
            </div>
            <Dialog.Close aria-label={t('doctor.close')} className="-mt-2 -mr-2 inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-sage-light">
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-4 text-sm leading-6 text-ink">{t('doctor.bio')}</Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
