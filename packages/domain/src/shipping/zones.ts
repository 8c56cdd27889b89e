// Shipping zones group destination countries (Canada, the USA, the rest of the world). A zone
// listing '*' takes every country no other zone names.

export interface ShippingZone {
  code: string;
  /** ISO 3166-1 alpha-2 codes, or '*' for every other country. */
  countryCodes: readonly string[];
}

/** The zone naming the country (case-insensitive), else a '*' zone, else null. */
export function resolveZone<Z extends ShippingZone>(countryCode: string, zones: readonly Z[]): Z | null {
  const code = countryCode.trim().toUpperCase();
  return (
    zones.find((zone) => zone.countryCodes.some((c) => c.toUpperCase() === code)) ??
    zones.find((zone) => zone.countryCodes.includes('*')) ??
    null
  );
}

/** True when the cart ships free: it has lines, every line is a free-shipping product and the country is listed. */
export function isFreeShippingCart(
  lines: readonly { productId: number }[],
  freeProductIds: readonly number[],
  countryCode: string,
  freeCountries: readonly string[],
): boolean {
  const code = countryCode.trim().toUpperCase();
  return (
    lines.length > 0 &&
    freeCountries.some((c) => c.toUpperCase() === code) &&
    lines.every((line) => freeProductIds.includes(line.productId))
  );
}
