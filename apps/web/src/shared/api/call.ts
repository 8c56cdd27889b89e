import { routeUrl, type RouteAnswer, type RouteDescriptor, type RouteInput } from '@upline/contract/route';
import { ApiError, clientErrorCodes } from './api-error';
import { apiFetch } from './client';

// Calls the API through a call's contract descriptor (docs/decisions/0020-route-descriptors.md):
// the URL is built from the descriptor's path, parameters and query, and the answer is typed by its
// response schema. In development and tests the answer is also checked against that schema, so a
// server that drifts from the contract fails loudly where it is made, not in a page later.

const checkAnswers = import.meta.env.DEV || import.meta.env.MODE === 'test';

type CallInput<D extends RouteDescriptor> = RouteInput<D> & { signal?: AbortSignal };

/** Input is optional for calls without parameters or body. */
type CallArgs<D extends RouteDescriptor> = object extends RouteInput<D> ? [input?: CallInput<D>] : [input: CallInput<D>];

export async function call<D extends RouteDescriptor>(descriptor: D, ...[input]: CallArgs<D>): Promise<RouteAnswer<D>> {
  const { params, query, body, signal } = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown; signal?: AbortSignal };
  const answer = await apiFetch<unknown>(routeUrl(descriptor, { params, query }), { method: descriptor.method, body, signal });
  if (!checkAnswers) return answer as RouteAnswer<D>;
  const parsed = descriptor.response.safeParse(answer);
  if (!parsed.success) {
    console.error(`${descriptor.method} ${descriptor.path}: the answer does not match the contract`, parsed.error.issues);
    throw new ApiError(200, { error: 'The server sent an unexpected answer.', code: clientErrorCodes.badResponse });
  }
  return parsed.data as RouteAnswer<D>;
}
