import { useTranslation } from 'react-i18next';
import { moneyBackCoverage, moneyBackTitle, returnPolicyText } from '../../../shared/claims/shop-claims';
import { useShopClaims } from '../../../shared/claims/use-shop-claims';
import { ShieldCheckIcon } from '../../../shared/ui/page-icons';

/**
 * The guarantee above the footer (storefront §1 and §9): the money-back guarantee with what it
 * covers, from data; the refund policy of every order when the shop offers no such guarantee.
 */
export function GuaranteeBanner() {
  const { t } = useTranslation();
  const { moneyBack, returns } = useShopClaims();
  const title = moneyBack ? moneyBackTitle(t, moneyBack) : returns ? t('claims.returnsTitle', { days: returns.return_window_days }) : null;
  const text = moneyBack ? moneyBackCoverage(t, moneyBack) : returns ? returnPolicyText(t, returns) : null;
  if (title === null || text === null) return null;
  return (
    <section className="border-y border-gold/40 bg-cream-dark" data-testid="guarantee-banner">
      <div className="container-page flex flex-col items-center gap-3 py-8 text-center sm:flex-row sm:justify-center sm:gap-5 sm:text-left">
        <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-gold text-ink">
          <ShieldCheckIcon className="size-8" />
        </span>
        <div className="max-w-2xl">
          <h2 className="text-2xl">{title}</h2>
          <p className="mt-1 text-ink-muted">{text}</p>
        </div>
      </div>
    </section>
  );
}
