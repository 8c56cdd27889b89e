/**
 * Landing mode hides the header's top strip for products that open as a landing page
 * (storefront §2, the `product` query parameter). Which products do so is offer data (rules are
 * data, ARCHITECTURE §2.3), read by the cart and offers feature; until that data is wired in, no
 * page is in landing mode.
 */
export function useLandingMode(): boolean {
  return false;
}
