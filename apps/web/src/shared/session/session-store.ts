import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ShoppingCountry, UserData, UserType, UserUrlInfo } from './session-types';

/** The persisted session of the spec (storefront §3, accounts §3), plus the chosen language. */
export interface SessionState {
  isLoggedIn: boolean;
  userType: UserType | null;
  /**
   * The login answer's access_token, kept for compatibility only: the web app authenticates with
   * the HttpOnly session cookie and never puts this token in a URL.
   */
  loginToken: string | null;
  userCountry: ShoppingCountry | null;
  userData: UserData | null;
  /** The referral link name last visited (the `/{sluguser}` prefix). */
  userUrlName: string | null;
  userPlanStatus: string | null;
  userUrlInfoData: UserUrlInfo | null;
  /** The sponsor's member id carried on signups and orders. */
  referal_id: number | null;
  /** Two-letter language code; 'en' by default. */
  language: string;
}

export interface SessionActions {
  /** Stores a successful login or signup. */
  signIn: (login: { loginToken: string | null; userData: UserData }) => void;
  /** Logout: resets the login state; country, language and referral stay, and the cart is elsewhere. */
  signOut: () => void;
  setUserData: (userData: UserData) => void;
  setPlanStatus: (status: string | null) => void;
  setCountry: (country: ShoppingCountry) => void;
  setLanguage: (language: string) => void;
  /** Remembers a referral link whose sponsor the server confirmed. */
  setReferral: (urlName: string, info: UserUrlInfo) => void;
}

export type SessionStore = SessionState & SessionActions;

const loggedOut = {
  isLoggedIn: false,
  userType: null,
  loginToken: null,
  userData: null,
  userPlanStatus: null,
} satisfies Partial<SessionState>;

export const initialSession: SessionState = {
  ...loggedOut,
  userCountry: null,
  userUrlName: null,
  userUrlInfoData: null,
  referal_id: null,
  language: 'en',
};

export const useSessionStore = create<SessionStore>()(
  persist(
    (set) => ({
      ...initialSession,
      signIn: ({ loginToken, userData }) =>
        set({
          isLoggedIn: true,
          loginToken,
          userData,
          userType: userData.user_type,
          userPlanStatus: userData.plan_status ?? null,
        }),
      signOut: () => set(loggedOut),
      setUserData: (userData) => set({ userData, userType: userData.user_type, userPlanStatus: userData.plan_status ?? null }),
      setPlanStatus: (userPlanStatus) =>
        set((state) => ({
          userPlanStatus,
          userData: state.userData ? { ...state.userData, plan_status: userPlanStatus } : null,
        })),
      setCountry: (userCountry) => set({ userCountry }),
      setLanguage: (language) => set({ language }),
      setReferral: (userUrlName, info) => set({ userUrlName, userUrlInfoData: info, referal_id: info.id }),
    }),
    {
      name: 'upline-session',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // Only data is persisted; actions come from the code.
      partialize: ({ isLoggedIn, userType, loginToken, userCountry, userData, userUrlName, userPlanStatus, userUrlInfoData, referal_id, language }) => ({
        isLoggedIn,
        userType,
        loginToken,
        userCountry,
        userData,
        userUrlName,
        userPlanStatus,
        userUrlInfoData,
        referal_id,
        language,
      }),
    },
  ),
);

/** The stored referral link name, for building referral-prefixed links. */
export function useReferralSlug(): string | null {
  return useSessionStore((state) => state.userUrlName);
}
