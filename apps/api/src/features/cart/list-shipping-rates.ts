import { eq } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { Currency } from '@upline/domain/money';
import type { ShippingOption } from '@upline/domain/shipping';
import { pricingReference } from './pricing-reference.js';
import { shippingOptionsFor } from './shipping-options.js';

/** A country given as its id (38), a numeric string ('38') or its ISO code ('CA'), as an ISO code; null when unknown. */
export async function resolveCountryCode(db: Database, country: number | string): Promise<string | null> {
  const text = String(country).trim();
  const { countries } = schema;
  if (/^\d{1,6}$/.test(text)) {
    const [row] = await db.select({ code: countries.shortname }).from(countries).where(eq(countries.id, Number(text))).limit(1);
    return row ? row.code.toUpperCase() : null;
  }
  return /^[A-Za-z]{2}$/.test(text) ? text.toUpperCase() : null;
}

/**
 * The rates of shipping-rates-new and shipping-rates-free: the destination zone's services for
 * the unit count, at zero when a free-shipping offer covers every product of the cart there.
 * The server's rule decides on both paths, whichever one the client chose.
 */
export async function listShippingRates(
  db: Database,
  input: { countryCode: string; currency: Currency; quantity: number; productIds: readonly number[]; now: Date },
): Promise<ShippingOption[]> {
  const reference = await pricingReference(db);
  const offers = await reference.activeOffers(input.now);
  const { options } = await shippingOptionsFor(reference, { ...input, offers });
  return options;
}
