import type { TierSeed } from '../types.js';

// Quantity tiers: percent off the sale price for one-time purchases (never autoship), matched
// on the total quantity of the product in the cart. Members get deeper tiers than customers.

export const supplementMemberTiers: TierSeed[] = [
  { range: '2-5', discountBps: 500 },
  { range: '6-11', discountBps: 1000 },
  { range: '12+', discountBps: 1500 },
];
export const supplementCustomerTiers: TierSeed[] = [
  { range: '2-5', discountBps: 300 },
  { range: '6-11', discountBps: 700 },
  { range: '12+', discountBps: 1000 },
];

export const hydrationMemberTiers: TierSeed[] = [
  { range: '2-5', discountBps: 400 },
  { range: '6-11', discountBps: 800 },
  { range: '12+', discountBps: 1200 },
];
export const hydrationCustomerTiers: TierSeed[] = [
  { range: '2-5', discountBps: 200 },
  { range: '6-11', discountBps: 500 },
  { range: '12+', discountBps: 800 },
];

export const skinCareMemberTiers: TierSeed[] = [
  { range: '2-4', discountBps: 500 },
  { range: '5-9', discountBps: 1000 },
  { range: '10+', discountBps: 1500 },
];
export const skinCareCustomerTiers: TierSeed[] = [
  { range: '2-4', discountBps: 250 },
  { range: '5-9', discountBps: 500 },
  { range: '10+', discountBps: 800 },
];

// Packages are already priced below their parts, so their tiers are gentler.
export const packageMemberTiers: TierSeed[] = [
  { range: '2-3', discountBps: 300 },
  { range: '4-6', discountBps: 600 },
  { range: '7+', discountBps: 1000 },
];
export const packageCustomerTiers: TierSeed[] = [
  { range: '2-3', discountBps: 200 },
  { range: '4-6', discountBps: 400 },
  { range: '7+', discountBps: 600 },
];
