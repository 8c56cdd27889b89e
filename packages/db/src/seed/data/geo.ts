import type { CountrySeed, StateSeed } from './types.js';

// Ids are stable: the web keeps the spec's convention that country 38 is Canada (it picks CAD
// for it), and orders and addresses reference these ids.
export const countries: CountrySeed[] = [
  { id: 38, name: 'Canada', shortname: 'CA', currency: 'CAD', isSelling: true },
  { id: 231, name: 'United States', shortname: 'US', currency: 'USD', isSelling: true },
  // Listed for address forms (the express wallet accepts GB and AU) but not sold to directly.
  { id: 230, name: 'United Kingdom', shortname: 'GB', currency: 'USD', isSelling: false },
  { id: 13, name: 'Australia', shortname: 'AU', currency: 'USD', isSelling: false },
  { id: 75, name: 'France', shortname: 'FR', currency: 'USD', isSelling: false },
];

const US = 231;
const CA = 38;

// US states and the District of Columbia, alphabetical by name, ids 1001 to 1051.
const usStates: [code: string, name: string][] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
  ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
  ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
  ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];

// Canadian provinces and territories, alphabetical by English name, ids 2001 to 2013.
const caProvinces: [code: string, name: string][] = [
  ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'], ['NT', 'Northwest Territories'], ['NS', 'Nova Scotia'],
  ['NU', 'Nunavut'], ['ON', 'Ontario'], ['PE', 'Prince Edward Island'], ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
];

export const states: StateSeed[] = [
  ...usStates.map(([code, name], i) => ({ id: 1001 + i, countryId: US, code, name })),
  ...caProvinces.map(([code, name], i) => ({ id: 2001 + i, countryId: CA, code, name })),
];
