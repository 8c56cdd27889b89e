import { z } from 'zod';

export const memberTypeSchema = z.enum(['customer', 'ambassador', 'scholar']);
export type MemberType = z.infer<typeof memberTypeSchema>;

/** A referral link name: 3-30 lower-case letters, digits and hyphens. */
export const urlNameSchema = z.string().min(3).max(30).regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i, 'Unknown link name');

/** GET get-user-info[/{urlName}]: the enrolling sponsor shown on banners and in the header. */
export const sponsorInfoSchema = z.object({
  enrolling_sponsor_name: z.string(),
  id: z.number().int(),
  user_type: memberTypeSchema,
  urlname: z.string().nullable(),
});
export type SponsorInfo = z.infer<typeof sponsorInfoSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
