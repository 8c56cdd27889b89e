import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiFetch } from './client';

function answer(status: number, body: unknown, type = 'application/json') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(status === 204 ? null : text, { status, headers: { 'content-type': type } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('calls the API under /api with the session cookie and returns the JSON answer', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(200, { languages: [] }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch('/languages')).resolves.toEqual({ languages: [] });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/languages');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
  });

  it('sends a body as JSON with POST by default', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(200, { translated: {} }));
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch('translateany', { body: { texts: { a: 'Hi' }, language: '/fr' } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/translateany');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ texts: { a: 'Hi' }, language: '/fr' });
  });

  it('sends a form as multipart, leaving the content type (and its boundary) to the browser', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(200, { message: 'Image Added Successfully!' }));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await apiFetch('/fileUpload', { method: 'POST', body: form });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).has('content-type')).toBe(false);
  });

  it('turns an error body into a typed ApiError with its field messages', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        answer(422, { error: 'Please check the form', code: 'validation_failed', errors: { email: 'Email address is required' } }),
      ),
    );
    const error = await apiFetch('/newsletter', { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'validation_failed', message: 'Please check the form' });
    expect((error as ApiError).fieldErrors).toEqual({ email: 'Email address is required' });
  });

  it('reports a 404 as not found even without an error body', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(404, '', 'text/plain')));
    const error = (await apiFetch('/page/missing').catch((caught: unknown) => caught)) as ApiError;
    expect(error.isNotFound).toBe(true);
    expect(error.code).toBe('http_404');
  });

  it('refuses an HTML page in place of a JSON answer', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(200, '<!doctype html><html></html>', 'text/html')));
    await expect(apiFetch('/languages')).rejects.toMatchObject({ code: 'bad_response' });
  });

  it('reports an unreachable server as a network error with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiFetch('/languages')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('reads an empty answer as null', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(204, '')));
    await expect(apiFetch('/logout', { method: 'POST' })).resolves.toBeNull();
  });
});
