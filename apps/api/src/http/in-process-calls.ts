import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// Calls the server makes to its own API while it renders a page (decision 0036) go through
// app.inject with a header whose value is known to this process only: they are the page's
// request, already counted, and are not counted again by the rate limit.

const header = 'x-upline-in-process';
const token = randomBytes(24).toString('hex');

/** Whether a request is one of this process's own in-process calls. */
export function isInProcessCall(request: Pick<FastifyRequest, 'headers'>): boolean {
  return request.headers[header] === token;
}

/**
 * A fetch for the web app's API calls (`/api/...`), answered in-process by `app`. Only reads: a
 * render speaks for no visitor, so a call that could write (any method but GET and HEAD) is
 * answered 405 without reaching the API, and the page falls back to the shell.
 */
export function inProcessFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit = {}): Promise<Response> => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') return new Response(null, { status: 405 });
    const headers: Record<string, string> = { ...(init.headers as Record<string, string> | undefined), [header]: token };
    const res = await app.inject({
      method: method as 'GET' | 'HEAD',
      url,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const hasBody = res.statusCode !== 204 && res.statusCode !== 304;
    return new Response(hasBody ? new Uint8Array(res.rawPayload) : null, { status: res.statusCode, headers: answerHeaders });
  };
}
