import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useReferralSlug } from '../../../shared/session/session-store';
import { CartIcon } from '../../../shared/ui/icons';

/** An empty list: what is missing, and the way to the shop. */
export function OrdersEmpty({ message }: { message: string }) {
  const { t } = useTranslation('orders');
  const sluguser = useReferralSlug();
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl bg-cream px-6 py-10 text-center" data-testid="orders-empty">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-sage-light text-brand">
        <CartIcon className="size-7" />
      </span>
      <p className="text-ink">{message}</p>
      <Link to={paths.product(sluguser)} className="btn-gold">
        {t('list.shop')}
      </Link>
    </div>
  );
}
