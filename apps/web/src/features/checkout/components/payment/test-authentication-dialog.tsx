import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { authenticateTestPayment } from '../../api/authenticate-test-payment';
import type { CardAuthenticationResult } from './card-collector';

/**
 * The test gateway's 3-D Secure challenge (ARCHITECTURE §5): it stands in for the bank's page,
 * and the shopper decides how the verification ends. Closing it fails the verification, as
 * closing a bank's challenge does. The server is told first; the payment is asked for afterwards.
 */
export function TestAuthenticationDialog({ clientSecret, onDone }: { clientSecret: string; onDone: (result: CardAuthenticationResult) => void }) {
  const { t } = useTranslation('checkout');
  const [pending, setPending] = useState<'pass' | 'fail' | null>(null);

  const answer = async (outcome: 'pass' | 'fail') => {
    if (pending) return;
    setPending(outcome);
    try {
      await authenticateTestPayment({ client_secret: clientSecret, outcome });
      onDone(outcome === 'pass' ? { ok: true } : { ok: false, message: null });
    } catch (error) {
      onDone({ ok: false, message: error instanceof Error ? error.message : null });
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && void answer('fail')}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-cream p-6 shadow-2xl outline-none data-[state=open]:animate-pop-in"
          data-testid="test-authentication-dialog"
        >
          <Dialog.Title className="font-serif text-xl text-brand">{t('card.challenge.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm leading-6 text-ink">{t('card.challenge.text')}</Dialog.Description>
          <p className="mt-2 text-xs text-ink-muted">{t('card.challenge.note')}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <button type="button" disabled={pending !== null} aria-busy={pending === 'pass'} onClick={() => void answer('pass')} className="btn-primary flex-1">
              {t('card.challenge.complete')}
            </button>
            <button type="button" disabled={pending !== null} aria-busy={pending === 'fail'} onClick={() => void answer('fail')} className="btn-outline flex-1">
              {t('card.challenge.fail')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
