import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOffers } from '../../../shared/claims/get-offers';
import { useFlashSaleView } from '../api/view-flash-sale';
import { countdownTo, formatCountdown } from '../lib/countdown';
import { flashSaleFor, type FlashSaleOffer } from '../lib/offer-lookup';
import { queryProductId } from '../lib/offer-url';

// texts-when-shown: the banner shows only while a flash sale runs, so its texts load then rather
// than with every page that may show it (decision 0044).

/**
 * The flash-sale banner of a product (checkout §2): when the offers data runs a flash sale on it,
 * the visitor's first view is recorded (the 24 hours start there) and the banner shows the
 * percentage, the code and a countdown to the end of the window. Nothing shows otherwise, or
 * once the window is over. Route modules mount it on the product page and the checkout; the
 * page's `?product=<id>` banner is already shown by the layout, so that one is not repeated.
 */
export function FlashSaleBanner({ productId }: { productId: number }) {
  const [search] = useSearchParams();
  if (queryProductId(search) === productId) return null;
  return <FlashSaleBannerFor productId={productId} />;
}

/** The layout's banner for the page's `?product=<id>`. */
export function QueryFlashSaleBanner() {
  const [search] = useSearchParams();
  const productId = queryProductId(search);
  return productId === null ? null : <FlashSaleBannerFor key={productId} productId={productId} />;
}

function FlashSaleBannerFor({ productId }: { productId: number }) {
  const offers = useOffers();
  const sale = flashSaleFor(offers.data, productId);
  return sale ? <FlashSaleView sale={sale} /> : null;
}

function FlashSaleView({ sale }: { sale: FlashSaleOffer }) {
  const { t } = useTranslation('promotions');
  // Asking records the visitor's first view: only their browser asks, never the server rendering
  // the page (it would record a view of nobody's and hand its window to every visitor).
  const view = useFlashSaleView(sale.product_id, !import.meta.env.SSR);
  const endsAtMs = view.data ? Date.parse(view.data.expires_at) : null;
  const now = useNow(endsAtMs !== null);
  if (!view.data || endsAtMs === null || view.data.is_expired) return null;
  const left = countdownTo(endsAtMs, now);
  if (left.isOver) return null;

  const text =
    view.data.percent === null
      ? sale.headline
      : t('flashSale.text', { percent: view.data.percent, code: view.data.code, hours: sale.hours });
  return (
    <section aria-label={t('flashSale.label')} data-testid="flash-sale-banner" className="on-dark bg-brand-dark text-cream">
      <div className="container-page flex flex-col items-center justify-center gap-x-4 gap-y-1 py-2.5 text-center text-sm sm:flex-row">
        <p className="font-medium">
          <span className="mr-2 inline-flex rounded-full bg-gold px-2 py-0.5 text-xs font-bold tracking-wide text-ink uppercase">
            {t('flashSale.badge')}
          </span>
          {text}
        </p>
        <p className="inline-flex items-center gap-2 text-cream/90">
          {t('flashSale.endsIn')}
          <span role="timer" className="rounded-md bg-cream/15 px-2 py-0.5 font-mono font-semibold tabular-nums text-cream">
            {formatCountdown(left)}
          </span>
        </p>
      </div>
    </section>
  );
}

/** The current time, ticking every second while `isTicking`. */
function useNow(isTicking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isTicking) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [isTicking]);
  return now;
}
