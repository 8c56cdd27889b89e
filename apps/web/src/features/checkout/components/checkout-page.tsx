import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { hasAutoshipItem } from '../../../shared/cart/cart-rules';
import { useCartCurrency } from '../../../shared/cart/cart-shopper';
import { useCartStore } from '../../../shared/cart/cart-store';
import { useCartRepricing } from '../../../shared/cart/use-cart-repricing';
import { paths } from '../../../shared/paths';
import { useSessionStore } from '../../../shared/session/session-store';
import { Spinner } from '../../../shared/ui/spinner';
import { usePaymentsConfig } from '../../../shared/payments/get-payments-config';
import { useSuggestedProducts } from '../api/get-suggested-products';
import { useCheckoutForm } from '../hooks/use-checkout-form';
import { useCheckoutQuote } from '../hooks/use-checkout-quote';
import { useExpressCheckout } from '../hooks/use-express-checkout';
import { usePlaceOrder } from '../hooks/use-place-order';
import { useProductPreload } from '../hooks/use-product-preload';
import { checkoutParamsOf } from '../lib/checkout-params';
import { canStartExpress, detectDeviceWallets, expressPaypalMode, methodState } from '../lib/payment-availability';
import { reviewAmountsOf } from '../lib/review-amounts';
import { CheckoutBanner } from './checkout-banner';
import { CheckoutFormView } from './checkout-form-view';
import { AddressModal } from './express/address-modal';
import { ExpressOverlay } from './express/express-overlay';
import { ExpressResult } from './express/express-result';
import { ExpressRow, OrDivider } from './express/express-row';
import { WalletSheet } from './express/wallet-sheet';
import type { CardCollector } from './payment/card-collector';
import { OrderReview } from './review/order-review';
import { SuggestedProducts } from './suggested-products';

export interface CheckoutOffers {
  /** False until the offers data answered. */
  isReady: boolean;
  /** The landing message of the `product` parameter's landing offer, or null (checkout §2). */
  landingMessage: string | null;
  /** The products running buy-2-get-1-free. */
  bogoProductIds: readonly number[];
}

export interface CheckoutPageProps {
  offers: CheckoutOffers;
  /** The coupon box of the cart feature, composed by the route, given the quote's refusal of the applied code. */
  couponBox?: (refusal: { code: string; message: string } | null) => ReactNode;
}

/**
 * The Checkout page (checkout §2): banner, the 'We accept' express row, the OR divider, then the
 * regular form beside the order review; the suggested products under it. The query parameters
 * preload a product, choose the language and the buy-2-get-1-free offer; a landing product hides
 * the banner, the suggested products and the side text and shows its own message.
 */
export function CheckoutPage({ offers, couponBox }: CheckoutPageProps) {
  const { t } = useTranslation('checkout');
  const [search] = useSearchParams();
  const params = useMemo(() => checkoutParamsOf(search), [search]);
  const setLanguage = useSessionStore((state) => state.setLanguage);
  const language = useSessionStore((state) => state.language);
  const sluguser = useSessionStore((state) => state.userUrlName);
  const memberEmail = useSessionStore((state) => (state.isLoggedIn ? (state.userData?.email ?? null) : null));
  const cartItems = useCartStore((state) => state.cartItems);
  const couponCodeData = useCartStore((state) => state.couponCodeData);
  const currency = useCartCurrency();
  const isLanding = offers.landingMessage !== null;
  useCartRepricing();

  useEffect(() => {
    if (params.lang && params.lang !== useSessionStore.getState().language) setLanguage(params.lang);
  }, [params.lang, setLanguage]);

  const preload = useProductPreload({
    productId: params.productId,
    isDouble: params.isDouble,
    currency,
    bogoProductIds: offers.isReady ? offers.bogoProductIds : null,
  });

  const checkout = useCheckoutForm();
  const shippingType = checkout.form.watch('shippingType');
  const quote = useCheckoutQuote({ currency, destination: checkout.destination, city: checkout.city, shippingOptionId: shippingType || null });
  const config = usePaymentsConfig(currency);
  const device = useMemo(() => detectDeviceWallets(), []);
  const collectorRef = useRef<CardCollector | null>(null);
  const placeOrder = usePlaceOrder({ quote: quote.data, quoteKey: quote.queryKey, currency, collectorRef });
  const express = useExpressCheckout({ currency, addressFromForm: checkout.addressFromForm });
  const suggested = useSuggestedProducts(currency, !isLanding);

  // A selected option the server no longer offers for this address is dropped (the options changed).
  const { setValue } = checkout.form;
  useEffect(() => {
    if (quote.isError && shippingType) setValue('shippingType', '');
  }, [quote.isError, shippingType, setValue]);

  // The success panel replaces the page: show it from the top.
  const isExpressDone = express.state.status === 'success';
  useEffect(() => {
    if (isExpressDone) window.scrollTo({ top: 0 });
  }, [isExpressDone]);

  const hasAutoship = hasAutoshipItem(cartItems);
  const amounts = reviewAmountsOf({ cartItems, couponCodeData }, currency, quote.isPlaceholderData ? undefined : quote.data);
  const isQuoteCurrent = quote.data !== undefined && !quote.isPlaceholderData && !quote.isFetching;

  // The express success panel stands alone until the redirect (the cart is already cleared).
  if (isExpressDone) {
    return (
      <div className="container-page flex justify-center py-12 sm:py-16">
        <div className="w-full max-w-xl">
          <ExpressResult express={express} />
        </div>
      </div>
    );
  }

  if (cartItems.length === 0) {
    if (preload.isLoading) return <Spinner className="min-h-[50vh]" />;
    return (
      <div className="container-page py-16 text-center">
        <h1 className="text-3xl">{t('page.emptyTitle')}</h1>
        <p className="mt-3 text-ink-muted">{preload.isMissing ? t('page.productNotFound') : t('page.emptyText')}</p>
        <Link to={paths.product(sluguser)} className="btn-primary mt-6">
          {t('page.shopLink')}
        </Link>
      </div>
    );
  }

  const paypalMode = expressPaypalMode(config.data);
  const stateOf = (choice: 'gpay' | 'applepay') => methodState(choice, { config: config.data, device, hasAutoship });

  return (
    <div className="pb-16">
      {!isLanding && <CheckoutBanner />}
      <div className="container-page pt-6 lg:pt-10">
        {isLanding && <h1 className="text-3xl">{t('page.title')}</h1>}
        {isLanding && (
          <p className="mt-3 max-w-3xl rounded-2xl bg-sage-light/60 p-4 text-ink" data-testid="landing-message">
            {offers.landingMessage}
          </p>
        )}
        {params.isDouble && cartItems.some((item) => item.isBogoOffer) && (
          <p className="mt-3 inline-flex rounded-full bg-gold px-3 py-1 text-sm font-semibold text-ink" data-testid="bogo-note">
            {t('page.bogoNote')}
          </p>
        )}
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
          <div className="order-2 space-y-6 lg:order-1">
            <ExpressRow
              express={express}
              // Not before the payments configuration is known: until then PayPal would say it is not set up.
              canStart={!config.isPending && canStartExpress({ itemCount: cartItems.length, amountMinor: amounts.totalMinor, hasAutoship })}
              hasItems={cartItems.length > 0}
              hasAutoship={hasAutoship}
              paypalMode={paypalMode}
              wallets={{ google: stateOf('gpay'), apple: stateOf('applepay') }}
            />
            <OrDivider />
            <CheckoutFormView
              checkout={checkout}
              quote={quote.data}
              quoteState={quote.isFetching ? 'loading' : 'ready'}
              currency={currency}
              language={language}
              memberEmail={memberEmail}
              sluguser={sluguser}
              config={config.data}
              device={device}
              hasAutoship={hasAutoship}
              totalMinor={isQuoteCurrent && amounts.shippingMinor !== null ? amounts.totalMinor : null}
              canPay={quote.data !== undefined && !quote.isFetching}
              collectorRef={collectorRef}
              placeOrder={placeOrder}
              onWalletPay={(method) => void express.start(method)}
            />
          </div>
          <div className="order-1 lg:sticky lg:top-6 lg:order-2">
            {placeOrder.hasPriceChanged && (
              <p role="alert" className="mb-4 rounded-2xl border border-gold-dark bg-gold-light/50 p-4 text-sm font-medium text-ink" data-testid="price-changed">
                <strong className="block">{t('notices.pricesChangedTitle')}</strong>
                {t('notices.pricesChanged')}
              </p>
            )}
            <OrderReview
              cartItems={cartItems}
              quoteItems={quote.data?.items}
              amounts={amounts}
              isUpdating={quote.isFetching}
              couponBox={couponBox?.(quote.data?.coupon && !quote.data.coupon.applied ? { code: quote.data.coupon.reason, message: quote.data.coupon.message } : null)}
              showSideText={!isLanding}
            />
          </div>
        </div>
        {!isLanding && <SuggestedProducts products={suggested.data ?? []} currency={currency} />}
      </div>
      <ExpressOverlay state={express.state} />
      <WalletSheet express={express} paypalClientId={paypalMode === 'paypal' ? (config.data?.paypal.client_id ?? null) : null} />
      <AddressModal express={express} countries={checkout.countries} />
    </div>
  );
}
