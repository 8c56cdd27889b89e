import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { authenticateTestCard } from '../api/autoships';

/**
 * The test gateway's 3-D Secure challenge for saving a card (ARCHITECTURE §5): it stands in for
 * the bank's page and the member decides how the verification ends; closing it fails it. The
 * server is told first; the card change is confirmed (or refused) by the server afterwards.
 */
export function CardChallengeDialog({ clientSecret, onDone }: { clientSecret: string; onDone: () => void }) {
  const { t } = useTranslation('subscriptions');
  const [pending, setPending] = useState<'pass' | 'fail' | null>(null);

  const answer = async (outcome: 'pass' | 'fail') => {
    if (pending) return;
    setPending(outcome);
    try {
      await authenticateTestCard(clientSecret, outcome);
    } catch {
      // The server's confirmation call reports what happened.
    }
    onDone();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && void answer('fail')}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-cream p-6 shadow-2xl outline-none"
          data-testid="card-challenge-dialog"
        >
          <Dialog.Title className="font-serif text-xl text-brand">{t('autoship.card.challenge.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm leading-6 text-ink">{t('autoship.card.challenge.text')}</Dialog.Description>
          <p className="mt-2 text-xs text-ink-muted">{t('autoship.card.challenge.note')}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <button type="button" disabled={pending !== null} aria-busy={pending === 'pass'} onClick={() => void answer('pass')} className="btn-primary flex-1">
              {t('autoship.card.challenge.complete')}
            </button>
            <button type="button" disabled={pending !== null} aria-busy={pending === 'fail'} onClick={() => void answer('fail')} className="btn-outline flex-1">
              {t('autoship.card.challenge.fail')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
