import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ZoneRate } from './quote-shipping.js';
import { quoteShipping, shippingOptionId } from './quote-shipping.js';

const canada: ZoneRate[] = [
  { carrier: 'Canada Post', service: 'Priority', minDays: 1, maxDays: 2, minQuantity: 1, maxQuantity: null, amountMinor: 2499 },
  { carrier: 'Canada Post', service: 'Regular Parcel', minDays: 3, maxDays: 5, minQuantity: 1, maxQuantity: 3, amountMinor: 999 },
  { carrier: 'Canada Post', service: 'Regular Parcel', minDays: 3, maxDays: 5, minQuantity: 4, maxQuantity: null, amountMinor: 1499 },
  { carrier: 'Canada Post', service: 'Expedited', minDays: 2, maxDays: 4, minQuantity: 1, maxQuantity: null, amountMinor: 1499 },
];

describe('quoteShipping', () => {
  it('lists the services whose bracket holds the quantity, cheapest first', () => {
    expect(quoteShipping({ zoneRates: canada, quantity: 2, isFree: false })).toEqual([
      { id: 'canada-post:regular-parcel', carrier: 'Canada Post', service: 'Regular Parcel', rateMinor: 999, minDays: 3, maxDays: 5 },
      { id: 'canada-post:expedited', carrier: 'Canada Post', service: 'Expedited', rateMinor: 1499, minDays: 2, maxDays: 4 },
      { id: 'canada-post:priority', carrier: 'Canada Post', service: 'Priority', rateMinor: 2499, minDays: 1, maxDays: 2 },
    ]);
  });

  it('uses the next bracket for more units and breaks price ties by speed', () => {
    const options = quoteShipping({ zoneRates: canada, quantity: 4, isFree: false });
    expect(options.map((o) => [o.id, o.rateMinor])).toEqual([
      ['canada-post:expedited', 1499],
      ['canada-post:regular-parcel', 1499],
      ['canada-post:priority', 2499],
    ]);
  });

  it('gives every option at zero for a free-shipping cart', () => {
    const options = quoteShipping({ zoneRates: canada, quantity: 2, isFree: true });
    expect(options).toHaveLength(3);
    expect(options.every((o) => o.rateMinor === 0)).toBe(true);
  });

  it('has no option when no bracket holds the quantity', () => {
    expect(quoteShipping({ zoneRates: canada.slice(1, 2), quantity: 9, isFree: false })).toEqual([]);
  });

  it('keeps the cheapest rate of one service when brackets overlap', () => {
    const overlapping: ZoneRate[] = [
      { carrier: 'UPS', service: 'Ground', minDays: 5, maxDays: 10, minQuantity: 1, maxQuantity: 10, amountMinor: 1500 },
      { carrier: 'UPS', service: 'Ground', minDays: 5, maxDays: 10, minQuantity: 5, maxQuantity: null, amountMinor: 1200 },
    ];
    expect(quoteShipping({ zoneRates: overlapping, quantity: 6, isFree: false })).toMatchObject([{ id: 'ups:ground', rateMinor: 1200 }]);
  });

  it('makes stable ids', () => {
    expect(shippingOptionId(' Canada Post ', 'Xpresspost (USA)')).toBe('canada-post:xpresspost-usa');
  });

  it('options are sorted by price and each comes from a rate covering the quantity', () => {
    const rate = fc.record({
      carrier: fc.constantFrom('A', 'B'),
      service: fc.constantFrom('x', 'y', 'z'),
      minDays: fc.nat(5),
      maxDays: fc.integer({ min: 5, max: 20 }),
      minQuantity: fc.integer({ min: 0, max: 10 }),
      maxQuantity: fc.option(fc.integer({ min: 10, max: 60 })),
      amountMinor: fc.nat(10_000),
    });
    fc.assert(
      fc.property(fc.array(rate, { maxLength: 8 }), fc.nat(70), fc.boolean(), (rates, quantity, isFree) => {
        const options = quoteShipping({ zoneRates: rates, quantity, isFree });
        expect(new Set(options.map((o) => o.id)).size).toBe(options.length);
        options.forEach((option, i) => {
          if (i > 0) expect(option.rateMinor).toBeGreaterThanOrEqual(options[i - 1]?.rateMinor ?? 0);
          if (isFree) expect(option.rateMinor).toBe(0);
          const source = rates.filter((r) => shippingOptionId(r.carrier, r.service) === option.id);
          expect(source.some((r) => quantity >= r.minQuantity && (r.maxQuantity === null || quantity <= r.maxQuantity))).toBe(true);
        });
      }),
    );
  });
});
