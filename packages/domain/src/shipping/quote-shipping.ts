// Shipping options from the zone's rate table: every carrier service whose quantity bracket holds
// the cart's unit count, cheapest first. A free-shipping cart gets the same services at zero, so
// the shopper still picks a carrier and sees its delivery estimate.

export interface ZoneRate {
  carrier: string;
  service: string;
  /** Delivery estimate in business days. */
  minDays: number;
  maxDays: number;
  /** The bracket of total units this rate covers, both ends inclusive; null for no upper limit. */
  minQuantity: number;
  maxQuantity: number | null;
  amountMinor: number;
}

export interface ShippingOption {
  /** Stable id of the option ('canada-post:expedited'), sent back when the shopper chooses it. */
  id: string;
  carrier: string;
  service: string;
  rateMinor: number;
  minDays: number;
  maxDays: number;
}

/** A stable option id from carrier and service: lower-case words joined by hyphens, carrier:service. */
export function shippingOptionId(carrier: string, service: string): string {
  const slug = (text: string) => text.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return `${slug(carrier)}:${slug(service)}`;
}

function covers(rate: ZoneRate, quantity: number): boolean {
  return quantity >= rate.minQuantity && (rate.maxQuantity === null || quantity <= rate.maxQuantity);
}

/** Options for a unit count, sorted by price then speed (rate in minor units, 0 when free); one per carrier service. */
export function quoteShipping(input: { zoneRates: readonly ZoneRate[]; quantity: number; isFree: boolean }): ShippingOption[] {
  if (!Number.isSafeInteger(input.quantity) || input.quantity < 0) throw new RangeError('quantity must be a non-negative integer');
  const options = input.zoneRates
    .filter((rate) => covers(rate, input.quantity))
    .map((rate) => ({
      id: shippingOptionId(rate.carrier, rate.service),
      carrier: rate.carrier,
      service: rate.service,
      rateMinor: input.isFree ? 0 : rate.amountMinor,
      minDays: rate.minDays,
      maxDays: rate.maxDays,
    }))
    .sort((a, b) => a.rateMinor - b.rateMinor || a.maxDays - b.maxDays || a.minDays - b.minDays || a.id.localeCompare(b.id));
  // Overlapping brackets of one service keep the cheapest, which sorts first.
  const seen = new Set<string>();
  return options.filter((option) => (seen.has(option.id) ? false : (seen.add(option.id), true)));
}
