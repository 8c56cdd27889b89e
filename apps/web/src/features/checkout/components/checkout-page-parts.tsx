import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { Spinner } from '../../../shared/ui/spinner';
import type { ExpressCheckout } from '../hooks/use-express-checkout';
import { CheckoutBanner } from './checkout-banner';
import { ExpressResult } from './express/express-result';

// The Checkout page's pieces that stand on their own (checkout §2): the page as the server renders
// it, the express success panel, the empty cart, the landing and buy-2-get-1-free notes, the
// price-changed notice.

/**
 * Checkout as the server renders it, and as the browser shows it until the app has taken over
 * (decision 0041): the banner, then a spinner where the form and the order review will be. Both
 * need the visitor's cart, which only the browser holds. The room is a screen tall, so that the
 * footer stays out of sight and nothing on screen moves when the form comes.
 */
export function CheckoutPending() {
  const { t } = useTranslation('checkout');
  return (
    <div className="pb-16">
      <CheckoutBanner />
      {/* Without JavaScript the spinner's room is hidden and the visitor is told why, in view. The
          notice is part of the page, so that the browser's app finds the tree the server sent
          (React leaves what is inside a noscript alone when it hydrates). */}
      <noscript
        dangerouslySetInnerHTML={{
          __html: `<style>[data-needs-script]{display:none}</style><p class="container-page py-12 text-center">${escapeHtml(t('page.needsScript'))}</p>`,
        }}
      />
      <div className="min-h-screen" data-needs-script="">
        <Spinner />
      </div>
    </div>
  );
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The express success panel stands alone until the redirect (the cart is already cleared). */
export function ExpressDonePanel({ express }: { express: ExpressCheckout }) {
  return (
    <div className="container-page flex justify-center py-12 sm:py-16">
      <div className="w-full max-w-xl">
        <ExpressResult express={express} />
      </div>
    </div>
  );
}

/** An empty cart: a spinner while the `product` parameter's product loads, else the way back to the shop. */
export function EmptyCheckout({ isPreloading, isProductMissing, sluguser }: { isPreloading: boolean; isProductMissing: boolean; sluguser: string | null }) {
  const { t } = useTranslation('checkout');
  if (isPreloading) return <Spinner className="min-h-[50vh]" />;
  return (
    <div className="container-page py-16 text-center">
      <h1 className="text-3xl">{t('page.emptyTitle')}</h1>
      <p className="mt-3 text-ink-muted">{isProductMissing ? t('page.productNotFound') : t('page.emptyText')}</p>
      <Link to={paths.product(sluguser)} className="btn-primary mt-6">
        {t('page.shopLink')}
      </Link>
    </div>
  );
}

/** A landing product's title and message, and the buy-2-get-1-free note when the offer's free item is in the cart. */
export function CheckoutIntro({ landingMessage, showsBogoNote }: { landingMessage: string | null; showsBogoNote: boolean }) {
  const { t } = useTranslation('checkout');
  return (
    <>
      {landingMessage !== null && <h1 className="text-3xl">{t('page.title')}</h1>}
      {landingMessage !== null && (
        <p className="mt-3 max-w-3xl rounded-2xl bg-sage-light/60 p-4 text-ink" data-testid="landing-message">
          {landingMessage}
        </p>
      )}
      {showsBogoNote && (
        <p className="mt-3 inline-flex rounded-full bg-gold px-3 py-1 text-sm font-semibold text-ink" data-testid="bogo-note">
          {t('page.bogoNote')}
        </p>
      )}
    </>
  );
}

/** 409 price_changed: the review shows the server's new prices; nothing was charged. */
export function PriceChangedNotice() {
  const { t } = useTranslation('checkout');
  return (
    <p role="alert" className="mb-4 rounded-2xl border border-gold-dark bg-gold-light/50 p-4 text-sm font-medium text-ink" data-testid="price-changed">
      <strong className="block">{t('notices.pricesChangedTitle')}</strong>
      {t('notices.pricesChanged')}
    </p>
  );
}
