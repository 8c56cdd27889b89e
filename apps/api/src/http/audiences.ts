import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, RouteOptions } from 'fastify';
import { requireAdmin, requireUser, type Audience } from './session.js';

// Audience groups (docs/decisions/0027-audience-groups.md): the API's calls are registered in three
// groups, each with one guard run when a request arrives, before its body is read or validated:
// - the admin group: staff calls only; a guest gets 401 and a member 403;
// - the member group: a signed-in member's calls; a guest gets 401;
// - the shop group: calls anyone may make, and the capabilities whose plugins still mix public and
//   member calls (sign-in and sign-up beside the member's details): there each member call says so
//   itself (config.audience, set from its descriptor) and the group's guard reads it.
// A call whose own audience differs from its group's stops the app at start-up, so a staff call
// registered outside the admin group cannot be served unguarded.

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

function guard(request: FastifyRequest, audience: CallAudience | undefined) {
  if (audience === 'admin') requireAdmin(request);
  else if (audience === 'member') requireUser(request);
}

function record(calls: AudienceCall[], route: RouteOptions, audience: CallAudience, group: AudienceCall['group']) {
  for (const method of [route.method].flat()) if (method !== 'HEAD') calls.push({ method, url: route.url, audience, group });
}

/** Registers the three groups under `api`; `groups` registers each group's plugins; `calls` receives every call registered. */
export async function registerAudienceGroups(
  api: FastifyInstance,
  calls: AudienceCall[],
  groups: { shop: FastifyPluginAsync; member: FastifyPluginAsync; admin: FastifyPluginAsync },
): Promise<void> {
  await api.register(async (shop) => {
    shop.addHook('onRoute', (route) => {
      const audience = route.config?.audience ?? 'public';
      if (audience === 'admin') throw new Error(`${String(route.method)} ${route.url}: a staff call belongs in the admin group`);
      record(calls, route, audience, 'shop');
    });
    shop.addHook('onRequest', async (request) => guard(request, request.routeOptions.config.audience));
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
