// Tax: per-component sales tax on items and shipping.
export type { TaxComponent, TaxLine, TaxInput, TaxResult } from './compute-tax.js';
export { computeTax, combinedRateBps } from './compute-tax.js';
