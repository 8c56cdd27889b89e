import { describe, expect, it } from 'vitest';
import type { Offer } from '@upline/contract/promotions';
import { exitOfferFor, flashSaleFor, landingOfferFor, runsBuyTwoGetOne } from './offer-lookup';

const offers: Offer[] = [
  { kind: 'buyTwoGetOneFree', product_ids: [1, 6] },
  { kind: 'landing', product_id: 16, hides_header_strip: true, checkout_message: 'Lean Balance' },
  { kind: 'exitOffer', product_id: 16, delay_seconds: 20, coupon_code: '10OFF', headline: 'Wait!' },
  { kind: 'flashSale', product_id: 16, coupon_code: 'FLASH16', hours: 24, headline: 'Flash 16' },
  { kind: 'flashSale', product_id: 19, coupon_code: 'FLASH19', hours: 24, headline: 'Flash 19' },
];

describe('offer look-ups', () => {
  it('find each kind of offer by product, from the data', () => {
    expect(landingOfferFor(offers, 16)?.hides_header_strip).toBe(true);
    expect(exitOfferFor(offers, 16)).toMatchObject({ coupon_code: '10OFF', delay_seconds: 20 });
    expect(flashSaleFor(offers, 19)?.coupon_code).toBe('FLASH19');
    expect(runsBuyTwoGetOne(offers, 6)).toBe(true);
  });

  it('find nothing for other products, without a product, or before the offers load', () => {
    expect(landingOfferFor(offers, 19)).toBeNull();
    expect(exitOfferFor(offers, null)).toBeNull();
    expect(flashSaleFor(undefined, 16)).toBeNull();
    expect(runsBuyTwoGetOne(offers, 16)).toBe(false);
  });
});
