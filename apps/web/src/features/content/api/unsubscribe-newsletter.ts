import { apiFetch } from '../../../shared/api/client';

/** POST newsletter/unsubscribe with the token of the newsletter's link. 404: the link is not valid. */
export function unsubscribeNewsletter(token: string): Promise<{ message?: string }> {
  return apiFetch<{ message?: string } | null>('/newsletter/unsubscribe', { method: 'POST', body: { token } }).then(
    (answer) => answer ?? {},
  );
}
