import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { Offer } from '@upline/contract/promotions';
import { normaliseCouponCode } from '@upline/domain/promotions';
import { loadActiveOffers, localise, type ActiveOffer } from './offer-data.js';

/** The codes among `codes` that name an active coupon, normalised. */
async function activeCouponCodes(db: Database, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const { coupons } = schema;
  const rows = await db
    .select({ code: coupons.code })
    .from(coupons)
    .where(and(eq(coupons.isActive, true), inArray(sql`lower(${coupons.code})`, codes.map((c) => normaliseCouponCode(c).toLowerCase()))));
  return new Set(rows.map((r) => normaliseCouponCode(r.code)));
}

function toWire(offer: ActiveOffer, lang: string, defaultLang: string): Offer {
  switch (offer.kind) {
    case 'buyTwoGetOneFree':
      return { kind: offer.kind, product_ids: [...offer.productIds] };
    case 'landing':
      return {
        kind: offer.kind,
        product_id: offer.productId,
        hides_header_strip: offer.hidesHeaderStrip,
        checkout_message: localise(offer.checkoutMessage, lang, defaultLang),
      };
    case 'exitOffer':
      return {
        kind: offer.kind,
        product_id: offer.productId,
        delay_seconds: offer.delaySeconds,
        coupon_code: offer.couponCode,
        headline: localise(offer.headline, lang, defaultLang),
      };
    case 'flashSale':
      return {
        kind: offer.kind,
        product_id: offer.productId,
        coupon_code: offer.couponCode,
        hours: offer.hours,
        headline: localise(offer.headline, lang, defaultLang),
      };
    case 'freeShipping':
      return {
        kind: offer.kind,
        product_ids: [...offer.productIds],
        countries: offer.countryCodes.map((c) => c.toUpperCase()),
        ends_at: offer.endsAt?.toISOString() ?? null,
      };
  }
}

/**
 * The offers running now, localised. An exit offer or flash sale whose coupon is missing or
 * switched off is left out: a banner must never advertise a code that the shop would refuse.
 */
export async function listOffers(db: Database, input: { now: Date; lang: string; defaultLang: string }): Promise<Offer[]> {
  const offers = await loadActiveOffers(db, input.now);
  const codes = offers.flatMap((o) => (o.kind === 'exitOffer' || o.kind === 'flashSale' ? [o.couponCode] : []));
  const usable = await activeCouponCodes(db, codes);
  return offers
    .filter((o) => (o.kind === 'exitOffer' || o.kind === 'flashSale' ? usable.has(normaliseCouponCode(o.couponCode)) : true))
    .map((o) => toWire(o, input.lang, input.defaultLang));
}
