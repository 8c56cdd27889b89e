// The checkout's query parameters (checkout §2): product, lang, double, type.

export interface CheckoutParams {
  /** `product`: a product id to preload into the cart. */
  productId: number | null;
  /** `double=true`: the buy-2-get-1-free offer for that product. */
  isDouble: boolean;
  /** `lang`: a two-letter language code. */
  lang: string | null;
  /** `type=guest`: start as a guest. */
  isGuestType: boolean;
}

export function checkoutParamsOf(search: URLSearchParams): CheckoutParams {
  const product = search.get('product');
  const lang = search.get('lang')?.trim().toLowerCase() ?? '';
  return {
    productId: product && /^\d{1,9}$/.test(product) && Number(product) > 0 ? Number(product) : null,
    isDouble: search.get('double') === 'true',
    lang: /^[a-z]{2}$/.test(lang) ? lang : null,
    isGuestType: search.get('type') === 'guest',
  };
}
