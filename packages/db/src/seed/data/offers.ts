import type { OfferSeed } from './types.js';

// Offers are data, not code: the special behaviours of products 1, 6, 16 and 19 and the
// free-shipping products all come from these rows.

export const offers: OfferSeed[] = [
  // Buy 2 get 1 free: quantity 3 at two thirds of the sale price each.
  { kind: 'buyTwoGetOneFree', productIds: [1, 6] },
  {
    kind: 'landing',
    productId: 16,
    hidesHeaderStrip: true,
    checkoutMessage: {
      en: 'You are ordering Lean Balance. Take it daily for at least 30 days with a balanced diet and regular activity, and see how you feel.',
      fr: 'Vous commandez Lean Balance. Prenez-le chaque jour pendant au moins 30 jours, avec une alimentation équilibrée et une activité régulière, et constatez la différence.',
    },
  },
  {
    kind: 'exitOffer',
    productId: 16,
    delaySeconds: 20,
    couponCode: '10OFF',
    headline: {
      en: 'Wait! Take 10% off your first order with code 10OFF.',
      fr: 'Attendez ! Profitez de 10 % de rabais sur votre première commande avec le code 10OFF.',
    },
  },
  {
    kind: 'flashSale',
    productId: 16,
    couponCode: 'FLASH16',
    hours: 24,
    headline: {
      en: 'Flash sale: 10% off your first purchase of Lean Balance for the next 24 hours with code FLASH16.',
      fr: 'Vente éclair : 10 % de rabais sur votre premier achat de Lean Balance pendant 24 heures avec le code FLASH16.',
    },
  },
  {
    kind: 'flashSale',
    productId: 19,
    couponCode: 'FLASH19',
    hours: 24,
    headline: {
      en: 'Flash sale: 10% off your first Firming Peptide Day Cream for the next 24 hours with code FLASH19.',
      fr: 'Vente éclair : 10 % de rabais sur votre première Crème de jour raffermissante aux peptides pendant 24 heures avec le code FLASH19.',
    },
  },
  // The four low-weight items that ship free to Canada and the USA when the cart holds only them,
  // for a limited time: the storefront names the end date, and the quote stops at it.
  { kind: 'freeShipping', productIds: [4, 9, 10, 11], countryCodes: ['CA', 'US'], endsInDays: 90 },
];
