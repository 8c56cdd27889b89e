// The storefront's offer parameters (storefront §2, checkout §2): `product=<id>` names the product
// a landing or offer link is about, `double=true` turns on buy-2-get-1-free.

function positiveId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The `product` query parameter as a product id, or null. */
export function queryProductId(search: URLSearchParams): number | null {
  return positiveId(search.get('product'));
}

/** The product a page is about: `?product=<id>`, else the numeric id of a product page (also under a referral prefix). */
export function pageProductId(pathname: string, search: URLSearchParams): number | null {
  return queryProductId(search) ?? positiveId(/\/product\/show\/([^/]+)\/?$/.exec(pathname)?.[1]);
}

/** `double=true`: the buy-2-get-1-free link. */
export function isDoubleOffer(search: URLSearchParams): boolean {
  return search.get('double') === 'true';
}
