import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, RouteOptions } from 'fastify';
import type { AudienceRoute } from './route.js';
import { requireAdmin, requireUser, type Audience } from './session.js';

// Audience groups (docs/decisions/0027-audience-groups.md): the API's calls are registered in three
// groups, each with one guard run when a request arrives, before its body is read or validated:
// - the admin group: staff calls only; a guest gets 401 and a member 403;
// - the member group: a signed-in member's calls; a guest gets 401;
// - the shop group: calls anyone may make; no guard (a call that reads the session when there is
//   one, an order's page for its member or its guest, decides for itself).
// A capability whose calls serve guests and members alike (sign-in beside the change of password)
// lists its calls, and `byAudience` splits them between the shop and member groups.
// A call whose own audience differs from its group's stops the app at start-up, so a staff call
// registered outside the admin group, or a member call in the shop group, cannot be served with
// the wrong guard.

/** Who may make a call. */
export type CallAudience = 'public' | Audience;

/** One registered call and who may make it (the audiences test reads them all). */
export interface AudienceCall {
  method: string;
  url: string;
  audience: CallAudience;
  /** The group it sits in. */
  group: 'shop' | Audience;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every call the audience groups registered, with its audience. */
    audienceCalls: AudienceCall[];
  }
}

function guard(request: FastifyRequest, audience: Audience) {
  if (audience === 'admin') requireAdmin(request);
  else requireUser(request);
}

function record(calls: AudienceCall[], route: RouteOptions, audience: CallAudience, group: AudienceCall['group']) {
  for (const method of [route.method].flat()) if (method !== 'HEAD') calls.push({ method, url: route.url, audience, group });
}

/**
 * The two plugins of a capability whose calls serve guests and members alike: its public calls for
 * the shop group, its member calls for the member group (each call goes where its descriptor's
 * audience says, so the split follows the contract).
 */
export function byAudience(routes: readonly AudienceRoute[]): { shop: FastifyPluginAsync; member: FastifyPluginAsync } {
  const staff = routes.find((r) => r.audience === 'admin');
  if (staff) throw new Error('a staff call belongs in a plugin of the admin group');
  const pluginOf = (audience: 'public' | 'member'): FastifyPluginAsync => async (app) => {
    for (const route of routes) if (route.audience === audience) route.register(app);
  };
  return { shop: pluginOf('public'), member: pluginOf('member') };
}

/** Registers the three groups under `api`; `groups` registers each group's plugins; `calls` receives every call registered. */
export async function registerAudienceGroups(
  api: FastifyInstance,
  calls: AudienceCall[],
  groups: { shop: FastifyPluginAsync; member: FastifyPluginAsync; admin: FastifyPluginAsync },
): Promise<void> {
  await api.register(async (shop) => {
    shop.addHook('onRoute', (route) => {
      const declared = route.config?.audience;
      if (declared !== undefined && declared !== 'public') throw new Error(`${String(route.method)} ${route.url}: a ${declared} call in the shop group`);
      route.config = { ...route.config, audience: 'public' };
      record(calls, route, 'public', 'shop');
    });
    await shop.register(groups.shop);
  });

  for (const audience of ['member', 'admin'] as const) {
    await api.register(async (group) => {
      group.addHook('onRoute', (route) => {
        const declared = route.config?.audience;
        if (declared !== undefined && declared !== audience) throw new Error(`${String(route.method)} ${route.url}: a ${declared} call in the ${audience} group`);
        route.config = { ...route.config, audience };
        record(calls, route, audience, audience);
      });
      group.addHook('onRequest', async (request) => guard(request, audience));
      await group.register(groups[audience]);
    });
  }
}
