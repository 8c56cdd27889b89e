import { ApiError, clientErrorCodes, toErrorBody } from './api-error';

export const API_BASE = '/api';

/** How calls reach the API: the browser's fetch, or (rendering on the server) the API in-process. */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** Sends every later call through `next` (the server's renderer calls its own API in-process). */
export function setApiTransport(next: Transport): void {
  transport = next;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData as a multipart form (the browser sets its boundary). */
  body?: unknown;
  signal?: AbortSignal;
  /** Sent besides Accept and Content-Type (the Idempotency-Key of a payment). */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Calls the API under /api with JSON in and out. The session travels in an HttpOnly cookie
 * (same origin), never in the URL. Any non-2xx answer, a network failure or a non-JSON answer
 * becomes an ApiError; the answer is typed by the caller from the contract's inferred types.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = request.body === undefined ? 'GET' : 'POST', body, signal } = request;
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await transport(`${API_BASE}${path.startsWith('/') ? path : `/${path}`}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, { error: 'The server could not be reached.', code: clientErrorCodes.network });
  }

  const payload = await readJson(response);
  if (!response.ok) {
    throw new ApiError(
      response.status,
      toErrorBody(payload.value, { error: response.statusText || 'Request failed', code: `http_${response.status}` }),
      payload.value,
    );
  }
  if (!payload.ok) {
    throw new ApiError(response.status, { error: 'The server sent an unexpected answer.', code: clientErrorCodes.badResponse });
  }
  return payload.value as T;
}

/** A 204 or an empty body reads as null; HTML (a page instead of the API) is not an answer. */
async function readJson(response: Response): Promise<{ ok: boolean; value: unknown }> {
  if (response.status === 204) return { ok: true, value: null };
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text().catch(() => '');
  if (text === '') return { ok: true, value: null };
  if (!type.includes('json')) return { ok: false, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, value: undefined };
  }
}
