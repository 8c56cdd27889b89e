import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@upline/contract/route';
import { registerRoute } from './route.js';

const create = defineRoute({
  method: 'POST',
  path: '/boxes/:id/items',
  audience: 'public',
  summary: 'Adds an item to a box',
  tags: ['test'],
  params: z.object({ id: z.coerce.number().int().positive() }),
  body: z.object({ name: z.string().min(1) }),
  response: z.object({ box: z.number(), name: z.string() }),
  status: 201,
  errors: [400],
});

async function appWith() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRoute(app, create, async (request) => ({ box: request.params.id, name: request.body.name, secret: 'not in the contract' }) as { box: number; name: string });
  await app.ready();
  return app;
}

describe('registerRoute', () => {
  it('validates the parameters and body by the descriptor, answers its status and only the fields of its answer', async () => {
    const app = await appWith();
    const ok = await app.inject({ method: 'POST', url: '/boxes/7/items', payload: { name: 'Tea' } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ box: 7, name: 'Tea' });
    expect((await app.inject({ method: 'POST', url: '/boxes/abc/items', payload: { name: 'Tea' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/boxes/7/items', payload: { name: '' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/boxes/7/items' })).statusCode).toBe(404);
    await app.close();
  });

  it('declares the call for the OpenAPI document and the audience check: summary, tags, sign-in only where the audience needs it', async () => {
    const seen: { url: string; schema?: Record<string, unknown>; config?: unknown }[] = [];
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.addHook('onRoute', (route) => void seen.push({ url: route.url, schema: route.schema as Record<string, unknown>, config: route.config }));
    registerRoute(app, create, async () => ({ box: 1, name: 'x' }));
    registerRoute(app, { ...create, path: '/mine', audience: 'member' }, async () => ({ box: 1, name: 'x' }));
    await app.ready();
    const [open, mine] = seen;
    expect(open?.schema).toMatchObject({ summary: 'Adds an item to a box', tags: ['test'] });
    expect(open?.schema?.security).toBeUndefined();
    expect(open?.config).toEqual({ audience: 'public' });
    expect(mine?.schema?.security).toEqual([{ cookie: [] }, { bearer: [] }]);
    expect(mine?.config).toEqual({ audience: 'member' });
    expect(Object.keys((open?.schema?.response ?? {}) as object).sort()).toEqual(['201', '400']);
    await app.close();
  });

  it('lists an optional sign-in, error bodies that say more, a rate limit of its own, and lets a handler send its own status', async () => {
    const seen: { schema?: Record<string, unknown>; config?: unknown }[] = [];
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.addHook('onRoute', (route) => void seen.push({ schema: route.schema as Record<string, unknown>, config: route.config }));
    const conflict = z.object({ error: z.string(), code: z.string(), quote: z.number() });
    const owned = defineRoute({ ...create, path: '/owned/:id', signIn: 'optional', errors: [400, 409], errorBodies: { 409: conflict } });
    registerRoute(app, owned, async (request, reply) =>
      request.body.name === 'replay' ? reply.code(402).send({ error: 'Declined', code: 'card_declined' }) : { box: request.params.id, name: request.body.name },
    { config: { rateLimit: { max: 3, timeWindow: '1 hour' } } });
    await app.ready();
    const [entry] = seen;
    expect(entry?.schema?.security).toEqual([{ cookie: [] }, { bearer: [] }, {}]);
    expect(entry?.config).toEqual({ rateLimit: { max: 3, timeWindow: '1 hour' }, audience: 'public' });
    expect((entry?.schema?.response as Record<number, unknown>)[409]).toBe(conflict);
    const replay = await app.inject({ method: 'POST', url: '/owned/3', payload: { name: 'replay' } });
    expect(replay.statusCode).toBe(402);
    expect(replay.json()).toEqual({ error: 'Declined', code: 'card_declined' });
    const fresh = await app.inject({ method: 'POST', url: '/owned/3', payload: { name: 'Tea' } });
    expect(fresh.statusCode).toBe(201);
    await app.close();
  });
});
