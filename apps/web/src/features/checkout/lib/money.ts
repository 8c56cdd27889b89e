import { fromDecimal, toDecimal } from '@upline/domain/money';

/** Adds wire amounts (2-decimal numbers) exactly, through minor units: 0.1 + 0.2 is 0.3. */
export function addDecimals(...amounts: number[]): number {
  return toDecimal(amounts.reduce((sum, amount) => sum + fromDecimal(amount), 0));
}
