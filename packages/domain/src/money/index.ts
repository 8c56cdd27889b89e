// Money: integer minor units with a currency, one rounding policy, one allocation method.
export type { Currency, Money } from './currency.js';
export { currencies, isCurrency, assertMinor, money, add, subtract, multiply, sumMinor } from './currency.js';
export { bpsToPercent, percentOf } from './rounding.js';
export { allocate } from './allocate.js';
export { toDecimal, fromDecimal } from './decimal.js';
export { formatMoney, defaultLocale, localeFor } from './format.js';
