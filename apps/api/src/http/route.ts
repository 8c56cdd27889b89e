import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBodySchema } from '@upline/contract/errors';
import type { RouteAudience, RouteDescriptor, RouteReply, RouteRequestData } from '@upline/contract/route';

// Registers a call from its contract descriptor (docs/decisions/0020-route-descriptors.md): the
// method and path, the audience (its group's guard checks it before anything is read: audiences.ts), the schemas that
// validate the request and serialise the answer, and the OpenAPI entry, all from the descriptor.

const signedIn: Record<string, string[]>[] = [{ cookie: [] }, { bearer: [] }];

/**
 * A handler sees the request as validated by the descriptor's schemas and returns its answer, or
 * sends the reply itself and returns it (an idempotent replay answers the status it first had; the
 * catalogue's bytes serialised and compressed once).
 */
export type RouteHandler<D extends RouteDescriptor> = (
  request: Omit<FastifyRequest, 'params' | 'query' | 'body'> & RouteRequestData<D>,
  reply: FastifyReply,
) => Promise<RouteReply<D> | FastifyReply>;

/** What a call needs beyond its contract: a rate limit of its own (config.rateLimit), a body limit of its own. */
export interface RouteOptions {
  config?: Pick<FastifyContextConfig, 'rateLimit'>;
  /** Bytes; the app's limit unless said. */
  bodyLimit?: number;
}

export function registerRoute<D extends RouteDescriptor>(app: FastifyInstance, descriptor: D, handler: RouteHandler<D>, options: RouteOptions = {}): void {
  const { method, path, audience, summary, description, tags, params, query, body, multipart, produces, response, status = 200, errors, errorBodies = {}, signIn } = descriptor;
  const security = audience !== 'public' ? signedIn : signIn === 'optional' ? [...signedIn, {}] : undefined;
  app.route({
    method,
    url: path,
    config: { ...options.config, audience },
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    schema: {
      summary,
      ...(description ? { description } : {}),
      tags: [...tags],
      ...(security ? { security } : {}),
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      ...(multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(produces ? { produces: [produces] } : {}),
      response: { [status]: response, ...Object.fromEntries(errors.map((code) => [code, errorBodies[code] ?? errorBodySchema])) },
    },
    handler: async (request, reply) => {
      const answer = await handler(request as unknown as Parameters<RouteHandler<D>>[0], reply);
      if (answer === reply) return reply;
      if (status !== 200) reply.code(status);
      return answer;
    },
  });
}

/**
 * A call of a plugin whose calls serve more than one audience (a guest's and a member's orders):
 * the plugin lists its calls, and `byAudience` (audiences.ts) registers each in the group of its
 * audience.
 */
export interface AudienceRoute {
  audience: RouteAudience;
  register: (app: FastifyInstance) => void;
}

/** A call from its descriptor, registered later in the group of the descriptor's audience. */
export function describedRoute<D extends RouteDescriptor>(descriptor: D, handler: RouteHandler<D>, options: RouteOptions = {}): AudienceRoute {
  return { audience: descriptor.audience, register: (app) => registerRoute(app, descriptor, handler, options) };
}
