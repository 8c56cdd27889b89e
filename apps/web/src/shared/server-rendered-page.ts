import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { cartCurrencyOf } from './cart/cart-shopper';
import type { SessionState } from './session/session-store';

/** The id of the JSON script the server adds after #root to a page it rendered. */
export const serverRenderedPageId = 'upline-page-data';

/** What the server sends with a page it rendered, for the browser to take over from. */
export interface ServerRenderedPage {
  /** The session the page was rendered for (renderedSessionOf): the browser hydrates only with the same. */
  session: string;
  queries: DehydratedState;
  router: HydrationState;
  /** How many HydrationMarks the server rendered: the app has taken over once as many are mounted. */
  hydrationMarks: number;
}

/**
 * The parts of the persisted session that change the page's markup beyond what the stores' hooks
 * cover (they render the server's session first when hydrating, then the browser's): the language
 * of the texts and formats, the currency, and whether a member is signed in.
 */
export function renderedSessionOf(session: Pick<SessionState, 'language' | 'userCountry' | 'isLoggedIn'>): string {
  return `${session.language}|${cartCurrencyOf(session)}|${session.isLoggedIn ? 'member' : 'guest'}`;
}

/** The cookie that tells the server the view (renderedSessionOf) the visitor last had. */
export const viewCookieName = 'upline_view';

/**
 * Remembers the visitor's view for the server (decision 0036): it sends a visitor whose view is
 * not the one it renders (French, Canadian dollars, a member) the shell, so they never see a page
 * in the wrong language or prices that is then thrown away. Holds no personal data.
 */
export function rememberView(session: Pick<SessionState, 'language' | 'userCountry' | 'isLoggedIn'>): void {
  document.cookie = `${viewCookieName}=${encodeURIComponent(renderedSessionOf(session))}; path=/; max-age=31536000; samesite=lax`;
}

/** The data of a page the server rendered, or null (a page the browser renders alone). */
export function readServerRenderedPage(): ServerRenderedPage | null {
  const text = document.getElementById(serverRenderedPageId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerRenderedPage;
  } catch {
    return null;
  }
}
