import { defineRoute } from './route.js';
import {
  accountClosedSchema,
  adminMemberDetailSchema,
  adminMemberListSchema,
  adminMemberParamsSchema,
  adminMemberSearchQuerySchema,
  closeAccountBodySchema,
  sponsorChangeBodySchema,
  sponsorChangedSchema,
  sponsorPreviewBodySchema,
  sponsorPreviewSchema,
} from './team-admin.js';

// The staff calls of the members admin (decision 0020): search, one member, the sponsor change
// with its preview, closing an account.

const staff = { audience: 'admin', tags: ['admin'], errors: [400, 401, 403, 404] } as const;

export const teamAdminRoutes = {
  members: defineRoute({
    ...staff,
    method: 'GET',
    path: '/admin/members',
    summary: 'Members by name, e-mail or member id, newest first, 20 a page',
    query: adminMemberSearchQuerySchema,
    response: adminMemberListSchema,
  }),
  member: defineRoute({
    ...staff,
    method: 'GET',
    path: '/admin/members/:id',
    summary: "A member's profile, place in the tree, latest orders, commission lines, subscriptions and staff changes",
    params: adminMemberParamsSchema,
    response: adminMemberDetailSchema,
  }),
  sponsorPreview: defineRoute({
    ...staff,
    method: 'POST',
    path: '/admin/members/:id/sponsor/preview',
    summary: 'What a sponsor change from a date would do: who moves, both uplines, the open commission lines it takes back and books',
    params: adminMemberParamsSchema,
    body: sponsorPreviewBodySchema,
    response: sponsorPreviewSchema,
  }),
  changeSponsor: defineRoute({
    ...staff,
    method: 'POST',
    path: '/admin/members/:id/sponsor',
    summary:
      'Move a member and their whole downline under a new sponsor from a date (today or in an open commission period), with a reason; re-credits the orders paid from that date; audited',
    params: adminMemberParamsSchema,
    body: sponsorChangeBodySchema,
    response: sponsorChangedSchema,
  }),
  closeAccount: defineRoute({
    ...staff,
    method: 'POST',
    path: '/admin/members/:id/close',
    summary: 'Close an account: no more sign-in, subscriptions cancelled, the downline stays; audited',
    params: adminMemberParamsSchema,
    body: closeAccountBodySchema,
    response: accountClosedSchema,
  }),
};
