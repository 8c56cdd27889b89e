import type { z } from 'zod';

// One descriptor per API call (docs/decisions/0020-route-descriptors.md): the method, the path with
// its parameters, who may call it, and the schemas of its parameters, query, body and answer. The
// API registers its handler from the descriptor (validation and the OpenAPI document come from the
// same schemas); the web calls it through `call(descriptor, input)`, which builds the URL from it
// and, in development and tests, checks the answer against it.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The header that makes a call safe to repeat (ARCHITECTURE §5): a repeat with the same key and
 * body answers what the first call answered, and charges or writes nothing again.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Who may call: anyone, a signed-in member, or staff with the admin role. */
export type RouteAudience = 'public' | 'member' | 'admin';

type Schema = z.ZodType;

export interface RouteDescriptor {
  method: HttpMethod;
  /** Under /api, with parameters as `:name`: '/team-users/:type'. */
  path: string;
  audience: RouteAudience;
  /** One line for the OpenAPI document. */
  summary: string;
  /** More for the OpenAPI document, when one line does not say how to use the call. */
  description?: string;
  tags: readonly string[];
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /**
   * The body is a multipart form (a file upload) that the handler reads part by part, so no schema
   * validates it; the OpenAPI entry says it consumes multipart/form-data and the caller sends a form.
   */
  multipart?: true;
  /**
   * The 2xx answer is not JSON but a download of this media type (a payout batch as CSV), its
   * `response` the text; the web links to it (routeUrl) rather than calling it.
   */
  produces?: 'text/csv';
  /** The 2xx answer. */
  response: Schema;
  /** The 2xx status; 200 unless said. */
  status?: 200 | 201 | 202;
  /** The error statuses the call answers, each with the error body. */
  errors: readonly number[];
  /** Error statuses whose body says more than the error body (a 409 carrying the new quote). */
  errorBodies?: Readonly<Record<number, Schema>>;
  /**
   * A public call that also reads the session when there is one (an order its guest reaches by the
   * order's access proof, its member by signing in): the OpenAPI entry lists both.
   */
  signIn?: 'optional';
  /**
   * The call takes an Idempotency-Key header (IDEMPOTENCY_HEADER): `required` when the server
   * refuses a call without one (placing an order, paying by card), `optional` when it uses one
   * when sent. The caller passes it as `idempotencyKey`.
   */
  idempotencyKey?: 'required' | 'optional';
}

/** Declares a call; the literal types are kept, so each call site is typed by its own schemas. */
export function defineRoute<const D extends RouteDescriptor>(descriptor: D): D {
  return descriptor;
}

type InputOf<S> = S extends Schema ? z.input<S> : never;
type OutputOf<S> = S extends Schema ? z.output<S> : never;

/**
 * A multipart form as the caller's platform builds it (the browser's FormData); the contract runs
 * on platforms without one, so it names only what a caller uses.
 */
export interface MultipartForm {
  append(name: string, value: never, fileName?: string): void;
}

/** What a caller sends: the path's parameters, the query, the body, each as its schema takes it, and the idempotency key. */
export type RouteInput<D extends RouteDescriptor> = (D['params'] extends Schema ? { params: InputOf<D['params']> } : { params?: never }) &
  (D['query'] extends Schema ? { query?: InputOf<D['query']> } : { query?: never }) &
  (D['body'] extends Schema ? { body: InputOf<D['body']> } : D['multipart'] extends true ? { body: MultipartForm } : { body?: never }) &
  (D['idempotencyKey'] extends 'required' ? { idempotencyKey: string } : D['idempotencyKey'] extends 'optional' ? { idempotencyKey?: string } : { idempotencyKey?: never });

/** What the handler receives once the API has validated the request. */
export interface RouteRequestData<D extends RouteDescriptor> {
  params: OutputOf<D['params']>;
  query: OutputOf<D['query']>;
  body: OutputOf<D['body']>;
}

/** The answer as the handler returns it (before serialisation). */
export type RouteReply<D extends RouteDescriptor> = z.input<D['response']>;

/** The answer as the caller reads it. */
export type RouteAnswer<D extends RouteDescriptor> = z.output<D['response']>;

/**
 * A reference to a call that carries no schema (decision 0020): its method and path, typed and
 * checked by the compiler against its descriptor, and a loader of that descriptor. The first
 * pages a shopper opens call through references so that zod stays out of the first chunk; the
 * development-only answer check loads the descriptor on demand. `A` narrows the answer when the
 * query decides its shape (a `view=card` list), and must be one of the descriptor's answers.
 */
export interface RouteRef<D extends RouteDescriptor = RouteDescriptor, A = RouteAnswer<D>> {
  method: D['method'];
  path: D['path'];
  load: () => Promise<D>;
  /** Type only: never set. */
  readonly answer?: A;
}

/**
 * The references of a group of descriptors: `table` repeats each call's method and path (the
 * compiler refuses any other), `load` imports the group (a dynamic import, so a bundler keeps the
 * schemas in a chunk of their own).
 */
export function routeRefs<G extends Record<string, RouteDescriptor>>(
  load: () => Promise<G>,
  table: { [K in keyof G]: Pick<G[K], 'method' | 'path'> },
): { [K in keyof G]: RouteRef<G[K]> } {
  const refs = {} as { [K in keyof G]: RouteRef<G[K]> };
  for (const key of Object.keys(table) as (keyof G)[]) refs[key] = { ...table[key], load: () => load().then((group) => group[key]) };
  return refs;
}

/** The same reference with a narrower answer (one branch of the descriptor's union). */
export function narrowRef<A>() {
  return <D extends RouteDescriptor>(ref: RouteRef<D> & (A extends RouteAnswer<D> ? unknown : never)): RouteRef<D, A> => ({
    method: ref.method,
    path: ref.path,
    load: ref.load,
  });
}

/**
 * The URL of a call under /api: the path's `:name` parameters filled in (encoded), then the query
 * string of the values given (undefined, null and empty strings are left out; arrays repeat the key).
 * An optional parameter (`/:lang?`) left out drops its segment.
 */
export function routeUrl(descriptor: Pick<RouteDescriptor, 'path'>, input: { params?: unknown; query?: unknown } = {}): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = descriptor.path.replace(/(\/?):([A-Za-z_][A-Za-z0-9_]*)(\??)/g, (_, slash: string, name: string, optional: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      if (optional) return '';
      throw new Error(`${descriptor.path}: missing parameter ${name}`);
    }
    return slash + encodeURIComponent(String(value));
  });
  const pairs: string[] = [];
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
    }
  }
  const text = pairs.join('&');
  return text ? `${path}?${text}` : path;
}
