import type { CurrencyCode, ShippingRateSeed, ShippingZoneSeed } from './types.js';

// Every parcel ships from the Canadian warehouse by Canada Post: Canada in 3 to 5 business days
// (Expedited Parcel) or faster by Xpresspost, the USA in 5 to 10, elsewhere in 10 to 20.
// Rates rise with the total item quantity of the order; each currency has its own table
// (USD amounts are set, not converted, so both read as round shelf prices).

export const shippingZones: ShippingZoneSeed[] = [
  { code: 'CA', countryCodes: ['CA'] },
  { code: 'US', countryCodes: ['US'] },
  // Empty list: the zone for every country not listed in another zone.
  { code: 'INTL', countryCodes: [] },
];

/** Quantity bands shared by every service: 1-2, 3-5, 6-11, 12 and more. */
const bands: [minQuantity: number, maxQuantity: number | null][] = [[1, 2], [3, 5], [6, 11], [12, null]];

interface Service {
  zone: ShippingRateSeed['zone'];
  service: string;
  minDays: number;
  maxDays: number;
  /** One amount per band, in minor units. */
  amounts: Record<CurrencyCode, [number, number, number, number]>;
}

const services: Service[] = [
  {
    zone: 'CA', service: 'Expedited Parcel', minDays: 3, maxDays: 5,
    amounts: { CAD: [1295, 1695, 2295, 2995], USD: [995, 1295, 1695, 2195] },
  },
  {
    zone: 'CA', service: 'Xpresspost', minDays: 1, maxDays: 3,
    amounts: { CAD: [1995, 2495, 3295, 4295], USD: [1495, 1895, 2495, 3195] },
  },
  {
    zone: 'US', service: 'Tracked Packet USA', minDays: 5, maxDays: 10,
    amounts: { CAD: [1895, 2695, 3895, 5495], USD: [1395, 1995, 2895, 3995] },
  },
  {
    zone: 'INTL', service: 'International Tracked Packet', minDays: 10, maxDays: 20,
    amounts: { CAD: [2995, 4495, 6495, 8995], USD: [2195, 3295, 4795, 6595] },
  },
];

const currencies: CurrencyCode[] = ['CAD', 'USD'];

export const shippingRates: ShippingRateSeed[] = services.flatMap((s) =>
  currencies.flatMap((currency) =>
    bands.map(([minQuantity, maxQuantity], i): ShippingRateSeed => ({
      zone: s.zone,
      currency,
      carrier: 'Canada Post',
      service: s.service,
      minDays: s.minDays,
      maxDays: s.maxDays,
      minQuantity,
      maxQuantity,
      amountMinor: s.amounts[currency][i] ?? 0,
    })),
  ),
);
