import { z } from 'zod';

// POST analytics/track-event (checkout §7): first-party checkout events. The web sends and
// forgets: any failure here is ignored by the shopper's page, and the call never waits on
// anything slower than one insert.

/** The events the checkout records (checkout §7); any other name is refused with 400. */
export const trackedEventNames = [
  'paypal_error',
  'paypal_cancelled',
  'order_created',
  'order_creation_failed',
  'payment_captured',
  'payment_update_failed',
  /** The payment-success page was shown (the conversion the spec tracks about 1 s after it shows). */
  'conversion',
] as const;
export type TrackedEventName = (typeof trackedEventNames)[number];

/** At most this many keys in event_data, and this many characters per text value. */
export const MAX_EVENT_KEYS = 30;
export const MAX_EVENT_TEXT = 1000;

const eventValue = z.union([z.string().max(MAX_EVENT_TEXT), z.number(), z.boolean(), z.null()]);

export const trackEventRequestSchema = z.object({
  event_name: z.enum(trackedEventNames, { error: 'Unknown event' }),
  /** Flat facts: timestamp, session id, currency, user agent, order id, error message... */
  event_data: z
    .record(z.string().max(64), eventValue)
    .refine((data) => Object.keys(data).length <= MAX_EVENT_KEYS, { message: `At most ${MAX_EVENT_KEYS} fields` })
    .optional(),
});
export type TrackEventRequest = z.input<typeof trackEventRequestSchema>;

export const trackEventResponseSchema = z.object({ success: z.literal(true) });

/**
 * GET analytics/marketing-tags: the advertising-conversion, session-replay and social-pixel tags
 * the checkout loads about 1 s after it shows (checkout §2 'Other'). Each is null unless the shop
 * configured it; by default all are, and the shop loads nothing from other sites.
 */
export const marketingTagsResponseSchema = z.object({
  google_ads: z.object({ id: z.string(), conversion_label: z.string().nullable() }).nullable(),
  clarity: z.object({ id: z.string() }).nullable(),
  meta_pixel: z.object({ id: z.string() }).nullable(),
});
export type MarketingTags = z.infer<typeof marketingTagsResponseSchema>;
