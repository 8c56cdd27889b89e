import { describe, expect, it } from 'vitest';
import { promotionsAdminMessages as m, type AdminOffer } from '@upline/contract/promotions-admin';
import { checkOfferData, offerDataOf, offerFormValues } from './offer-form-values';

const offer = (kind: AdminOffer['kind'], data: Record<string, unknown>): AdminOffer => ({ id: 1, kind, data, isActive: true, startsAt: null, endsAt: null });

describe('an offer in its kind\'s form', () => {
  it('round-trips each kind\'s data through the form, keeping a stored language the form does not name', () => {
    const flash = offer('flashSale', { productId: 16, couponCode: 'FLASH16', hours: 24, headline: { en: 'Now', es: 'Ahora' } });
    const values = offerFormValues(flash);
    expect(values.texts).toEqual({ en: 'Now', fr: '', es: 'Ahora' });
    expect(offerDataOf('flashSale', values)).toEqual({ productId: 16, couponCode: 'FLASH16', hours: 24, headline: { en: 'Now', es: 'Ahora' } });
    const free = offer('freeShipping', { productIds: [4, 9], countryCodes: ['CA', 'US'] });
    expect(offerDataOf('freeShipping', { ...offerFormValues(free), countryCodes: 'ca us' })).toEqual({ productIds: [4, 9], countryCodes: ['CA', 'US'] });
  });

  it('names the field that breaks its kind\'s rule with the contract\'s message', () => {
    const exit = offerFormValues(offer('exitOffer', { productId: 16, delaySeconds: 20, couponCode: '10OFF', headline: { en: 'Wait' } }));
    expect(checkOfferData('exitOffer', offerDataOf('exitOffer', exit))).toEqual({});
    expect(checkOfferData('exitOffer', offerDataOf('exitOffer', { ...exit, delaySeconds: 'soon', texts: { en: '', fr: 'Attendez' } }))).toEqual({
      delaySeconds: m.offerDelay,
      'headline.en': m.offerTextRequired,
    });
    expect(checkOfferData('buyTwoGetOneFree', offerDataOf('buyTwoGetOneFree', { ...exit, productIds: '1, x' }))).toEqual({ productIds: m.offerProducts });
  });
});
