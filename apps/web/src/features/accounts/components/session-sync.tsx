import { useSessionSync } from '../api/get-session';

/** Mounted once by the app: restores the login state from the server session at start. */
export function SessionSync() {
  useSessionSync();
  return null;
}
