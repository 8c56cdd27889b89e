/** The token of a '#token=...' URL fragment (e-mailed links carry it there, never in the path or query). */
export function tokenFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token')?.trim();
  return token ? token : null;
}
