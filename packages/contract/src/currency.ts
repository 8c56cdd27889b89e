import { z } from 'zod';
import { currencies } from '@upline/domain/money';

// The one schema of a currency code on the wire: the domain's `currencies` (USD, CAD), so a
// currency the shop adds is accepted by every call at once. The variants below only choose the
// message of a refusal and whether a request may write the code in any case.

/** A currency the shop sells in, as its ISO 4217 code in capitals ('USD', 'CAD'). */
export const currencySchema = z.enum(currencies);

/** The same, refusing anything else (or nothing) with the field's own message. */
export const currencyWithMessage = (message: string) => z.enum(currencies, { error: message });

/** A currency a request names (a cart, an order): anything else is 'Currency must be USD or CAD'. */
export const requestCurrencySchema = currencyWithMessage('Currency must be USD or CAD');

/** A currency a request names in any case (`?currency=cad`), read in capitals. */
export const anyCaseCurrencySchema = z
  .string()
  .transform((v) => v.toUpperCase())
  .pipe(requestCurrencySchema);
