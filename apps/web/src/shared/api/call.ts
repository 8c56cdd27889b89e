import { IDEMPOTENCY_HEADER, routeUrl, type RouteAnswer, type RouteDescriptor, type RouteInput, type RouteRef } from '@upline/contract/route';
import { ApiError, clientErrorCodes } from './api-error';
import { apiFetch } from './client';

// Calls the API through a call's contract descriptor (docs/decisions/0020-route-descriptors.md):
// the URL is built from the descriptor's path, parameters and query, and the answer is typed by its
// response schema. In development and tests the answer is also checked against that schema, so a
// server that drifts from the contract fails loudly where it is made, not in a page later.
// A call whose descriptor takes an Idempotency-Key gets it as `idempotencyKey` (a payment repeated
// after a lost answer is not charged twice).
// The first pages' calls pass a zod-free reference instead (RouteRef): the same URL and types,
// and the descriptor is loaded only for the development check.

const checkAnswers = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** A descriptor, or a reference to one. */
type Callable = RouteDescriptor | RouteRef<RouteDescriptor, unknown>;
type DescriptorOf<T extends Callable> = T extends RouteRef<infer D, unknown> ? D : T extends RouteDescriptor ? T : never;
type AnswerOf<T extends Callable> = T extends RouteDescriptor ? RouteAnswer<T> : T extends RouteRef<RouteDescriptor, infer A> ? A : never;

type CallInput<D extends RouteDescriptor> = RouteInput<D> & { signal?: AbortSignal };

/** Input is optional for calls without parameters or body. */
type CallArgs<D extends RouteDescriptor> = object extends RouteInput<D> ? [input?: CallInput<D>] : [input: CallInput<D>];

export async function call<T extends Callable>(target: T, ...[input]: CallArgs<DescriptorOf<T>>): Promise<AnswerOf<T>> {
  const { params, query, body, signal, idempotencyKey } = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown; signal?: AbortSignal; idempotencyKey?: string };
  const headers = idempotencyKey === undefined ? undefined : { [IDEMPOTENCY_HEADER]: idempotencyKey };
  const answer = await apiFetch<unknown>(routeUrl(target, { params, query }), { method: target.method, body, signal, headers });
  if (!checkAnswers) return answer as AnswerOf<T>;
  const descriptor: RouteDescriptor = 'response' in target ? target : await (target as RouteRef).load();
  const parsed = descriptor.response.safeParse(answer);
  if (!parsed.success) {
    console.error(`${descriptor.method} ${descriptor.path}: the answer does not match the contract`, parsed.error.issues);
    throw new ApiError(200, { error: 'The server sent an unexpected answer.', code: clientErrorCodes.badResponse });
  }
  return parsed.data as AnswerOf<T>;
}
