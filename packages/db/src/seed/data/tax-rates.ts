import type { TaxComponentSeed, TaxRateSeed } from './types.js';

// Sales-tax rates as in effect on 1 October 2025 (statutory rates; most changes take effect on
// 1 January, 1 April or 1 July, so review this table before each of those dates).
//
// United States: the state-level base rate only. Local (county, city, district) rates are not
// modelled; Utah and Virginia include their uniform statewide local add-on (1.25% and 1%) and
// California its 1.25% statewide local portion, as published state rates usually do. Alaska,
// Delaware, Montana, New Hampshire and Oregon levy no state sales tax.
// Shipping flag: whether a separately stated delivery charge by common carrier, on an order of
// taxable goods with no pick-up option (this shop's case), is taxed by the state.
//
// Canada: GST/HST, PST, RST and QST are separate components because they are reported to
// different authorities. GST/HST and QST apply to shipping charges; BC PST, Manitoba RST and
// Saskatchewan PST apply to delivery charges on taxable goods. Nova Scotia's HST fell from 15%
// to 14% on 1 April 2025. Product-level exemptions (zero-rated foods) are not modelled.

/** [state code, rate in basis points, shipping taxable] */
const usRates: [code: string, rateBps: number, isShippingTaxable: boolean][] = [
  ['AL', 400, false], // exempt when separately stated and shipped by common carrier
  ['AK', 0, false],
  ['AZ', 560, false],
  ['AR', 650, true],
  ['CA', 725, false], // exempt when separately stated and at cost by common carrier
  ['CO', 290, false],
  ['CT', 635, true],
  ['DE', 0, false],
  ['DC', 600, true],
  ['FL', 600, true], // taxable unless the buyer may avoid the charge by picking up
  ['GA', 400, true],
  ['HI', 400, true], // general excise tax
  ['ID', 600, false],
  ['IL', 625, true], // taxable when delivery is not a separate, optional agreement
  ['IN', 700, true],
  ['IA', 600, false],
  ['KS', 650, true],
  ['KY', 600, true],
  ['LA', 500, false], // state rate raised from 4.45% to 5% on 1 January 2025
  ['ME', 550, false],
  ['MD', 600, false],
  ['MA', 625, false],
  ['MI', 600, false], // separately stated delivery charges exempt since 2023
  ['MN', 687.5, true], // 6.875%
  ['MS', 700, true],
  ['MO', 422.5, false], // 4.225%
  ['MT', 0, false],
  ['NE', 550, true],
  ['NV', 685, false],
  ['NH', 0, false],
  ['NJ', 662.5, true], // 6.625%
  ['NM', 487.5, true], // gross receipts tax 4.875% since 1 July 2024
  ['NY', 400, true],
  ['NC', 475, true],
  ['ND', 500, true],
  ['OH', 575, true],
  ['OK', 450, false],
  ['OR', 0, false],
  ['PA', 600, true],
  ['RI', 700, true],
  ['SC', 600, true],
  ['SD', 420, true],
  ['TN', 700, true],
  ['TX', 625, true],
  ['UT', 610, false],
  ['VT', 600, true],
  ['VA', 530, false],
  ['WA', 650, true],
  ['WV', 600, true],
  ['WI', 500, true],
  ['WY', 400, false],
];

const gst: TaxComponentSeed = { name: 'GST', rateBps: 500, appliesToShipping: true };
const hst = (rateBps: number): TaxComponentSeed => ({ name: 'HST', rateBps, appliesToShipping: true });

const caRates: [code: string, components: TaxComponentSeed[]][] = [
  ['AB', [gst]],
  ['BC', [gst, { name: 'PST', rateBps: 700, appliesToShipping: true }]],
  ['MB', [gst, { name: 'RST', rateBps: 700, appliesToShipping: true }]],
  ['NB', [hst(1500)]],
  ['NL', [hst(1500)]],
  ['NT', [gst]],
  ['NS', [hst(1400)]],
  ['NU', [gst]],
  ['ON', [hst(1300)]],
  ['PE', [hst(1500)]],
  ['QC', [gst, { name: 'QST', rateBps: 997.5, appliesToShipping: true }]], // 9.975%
  ['SK', [gst, { name: 'PST', rateBps: 600, appliesToShipping: true }]],
  ['YT', [gst]],
];

export const taxRates: TaxRateSeed[] = [
  ...usRates.map(([stateCode, rateBps, isShippingTaxable]): TaxRateSeed => ({
    stateCode,
    countryCode: 'US',
    components: [{ name: 'State sales tax', rateBps, appliesToShipping: isShippingTaxable }],
  })),
  ...caRates.map(([stateCode, components]): TaxRateSeed => ({ stateCode, countryCode: 'CA', components })),
];
