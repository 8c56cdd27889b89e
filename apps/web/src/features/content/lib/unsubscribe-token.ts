/**
 * The unsubscribe token of a newsletter link: in the fragment ('#token=...', how the server
 * writes it, so that it never reaches a server log) or, for older links, in the query.
 */
export function readUnsubscribeToken(hash: string, search: string): string | null {
  const fromHash = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  const token = (fromHash ?? new URLSearchParams(search).get('token') ?? '').trim();
  // The server's tokens are 20 to 200 URL-safe characters; anything else cannot be one.
  return /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
}
