import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { CartQuote } from '@upline/contract/cart';
import { hasAutoshipItem } from '../../../shared/cart/cart-rules';
import { useCartCurrency } from '../../../shared/cart/cart-shopper';
import { useCartStore } from '../../../shared/cart/cart-store';
import { useCartRepricing } from '../../../shared/cart/use-cart-repricing';
import { useSessionStore } from '../../../shared/session/session-store';
import { usePaymentsConfig } from '../../../shared/payments/get-payments-config';
import { useSuggestedProducts } from '../api/get-suggested-products';
import { useCheckoutForm } from '../hooks/use-checkout-form';
import { useCheckoutQuote } from '../hooks/use-checkout-quote';
import { useExpressCheckout } from '../hooks/use-express-checkout';
import { usePlaceOrder } from '../hooks/use-place-order';
import { useProductPreload } from '../hooks/use-product-preload';
import type { CheckoutFormValues } from '../lib/checkout-form';
import { checkoutParamsOf } from '../lib/checkout-params';
import { canStartExpress, detectDeviceWallets, expressPaypalMode, methodState } from '../lib/payment-availability';
import { reviewAmountsOf } from '../lib/review-amounts';
import { CheckoutBanner } from './checkout-banner';
import { CheckoutFormView } from './checkout-form-view';
import { CheckoutIntro, EmptyCheckout, ExpressDonePanel, PriceChangedNotice } from './checkout-page-parts';
import { AddressModal } from './express/address-modal';
import { ExpressOverlay } from './express/express-overlay';
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
  const [search] = useSearchParams();
  const params = useMemo(() => checkoutParamsOf(search), [search]);
  const language = useSessionStore((state) => state.language);
  const sluguser = useSessionStore((state) => state.userUrlName);
  const memberEmail = useSessionStore((state) => (state.isLoggedIn ? (state.userData?.email ?? null) : null));
  const cartItems = useCartStore((state) => state.cartItems);
  const couponCodeData = useCartStore((state) => state.couponCodeData);
  const currency = useCartCurrency();
  const isLanding = offers.landingMessage !== null;
  useCartRepricing();
  useLanguageParam(params.lang);

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
  useRefusedShippingOptionDropped(quote.isError, shippingType, checkout.form.setValue);
  const isExpressDone = express.state.status === 'success';
  useScrollToTopWhen(isExpressDone);

  const hasAutoship = hasAutoshipItem(cartItems);
  const amounts = reviewAmountsOf({ cartItems, couponCodeData }, currency, quote.isPlaceholderData ? undefined : quote.data);
  const isQuoteCurrent = quote.data !== undefined && !quote.isPlaceholderData && !quote.isFetching;

  if (isExpressDone) return <ExpressDonePanel express={express} />;
  if (cartItems.length === 0) return <EmptyCheckout isPreloading={preload.isLoading} isProductMissing={preload.isMissing} sluguser={sluguser} />;

  const paypalMode = expressPaypalMode(config.data);
  const stateOf = (choice: 'gpay' | 'applepay') => methodState(choice, { config: config.data, device, hasAutoship });

  return (
    <div className="pb-16">
      {!isLanding && <CheckoutBanner />}
      <div className="container-page pt-6 lg:pt-10">
        <CheckoutIntro landingMessage={offers.landingMessage} showsBogoNote={params.isDouble && cartItems.some((item) => item.isBogoOffer)} />
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
            {placeOrder.hasPriceChanged && <PriceChangedNotice />}
            <OrderReview
              cartItems={cartItems}
              quoteItems={quote.data?.items}
              amounts={amounts}
              isUpdating={quote.isFetching}
              couponBox={couponBox?.(couponRefusalOf(quote.data))}
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

/** The `lang` parameter chooses the language (checkout §2). */
function useLanguageParam(lang: string | null | undefined) {
  const setLanguage = useSessionStore((state) => state.setLanguage);
  useEffect(() => {
    if (lang && lang !== useSessionStore.getState().language) setLanguage(lang);
  }, [lang, setLanguage]);
}

/** A selected option the server no longer offers for this address is dropped (the options changed). */
function useRefusedShippingOptionDropped(isQuoteRefused: boolean, shippingType: string, setValue: UseFormSetValue<CheckoutFormValues>) {
  useEffect(() => {
    if (isQuoteRefused && shippingType) setValue('shippingType', '');
  }, [isQuoteRefused, shippingType, setValue]);
}

/** The success panel replaces the page: show it from the top. */
function useScrollToTopWhen(isShown: boolean) {
  useEffect(() => {
    if (isShown) window.scrollTo({ top: 0 });
  }, [isShown]);
}

/** The coupon box's refusal: the quote's reason and message when the applied code was not applied. */
function couponRefusalOf(quote: CartQuote | undefined): { code: string; message: string } | null {
  return quote?.coupon && !quote.coupon.applied ? { code: quote.coupon.reason, message: quote.coupon.message } : null;
}
