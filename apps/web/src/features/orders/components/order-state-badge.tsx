import type { MemberOrderState } from '@upline/contract/member-orders';
import { useTranslation } from 'react-i18next';

const tones: Record<MemberOrderState, string> = {
  pending: 'bg-gold-light/60 text-ink',
  processing: 'bg-sage-light text-brand-dark',
  shipped: 'bg-sage-light text-brand-dark',
  delivered: 'bg-brand text-cream',
  cancelled: 'bg-cream-dark text-ink',
  returned: 'bg-cream-dark text-ink',
  refunded: 'bg-cream-dark text-ink',
};

/** Where the order stands, in the reader's language. */
export function OrderStateBadge({ state }: { state: MemberOrderState }) {
  const { t } = useTranslation('orders');
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[state]}`} data-testid="order-state">
      {t(`states.${state}`)}
    </span>
  );
}
