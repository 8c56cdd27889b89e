import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Spinner } from '../../../shared/ui/spinner';
import { useAutoships } from '../api/autoships';
import { AutoshipCard } from './autoship-card';

/** The member's autoships on the AutoShip Orders tab (or one, on its own page), above the autoship orders. */
export function AutoshipList({ onlyId }: { onlyId?: number }) {
  const { t } = useTranslation('subscriptions');
  const autoships = useAutoships();
  if (autoships.isPending) return <Spinner />;
  const list = (autoships.data ?? []).filter((a) => onlyId === undefined || a.id === onlyId);
  return (
    <section aria-labelledby="autoships-title" className="mb-6 space-y-4" data-testid="autoships">
      <h2 id="autoships-title" className="text-xl">
        {t('autoship.heading')}
      </h2>
      {list.length === 0 ? <p className="text-sm">{t('autoship.none')}</p> : list.map((a) => <AutoshipCard key={`${a.id}:${a.items.map((i) => `${i.product_id}x${i.quantity}`).join(',')}`} autoship={a} isFull={onlyId !== undefined} />)}
    </section>
  );
}

/** /user/autoship/{id}: one autoship (the e-mails link here). */
export function AutoshipPage() {
  const { id } = useParams();
  return <AutoshipList onlyId={Number(id)} />;
}
