import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(async () => {
  const { memoryStorage } = await import('../test-storage');
  vi.stubGlobal('localStorage', memoryStorage());
});

const { initialSession, useSessionStore } = await import('./session-store');
const { emptyCart, useCartStore } = await import('../cart/cart-store');

const member = { id: 42, firstname: 'Jane', plan_status: 'stop', user_type: 'scholar' as const };

beforeEach(() => {
  useSessionStore.setState(initialSession);
  useCartStore.setState(emptyCart);
});

describe('session store', () => {
  it('starts logged out, in English, with no country or referral', () => {
    const state = useSessionStore.getState();
    expect(state).toMatchObject({ isLoggedIn: false, userType: null, language: 'en', userCountry: null, userUrlName: null });
  });

  it('stores a login with the user type and plan status taken from the user', () => {
    useSessionStore.getState().signIn({ loginToken: 'token', userData: member });
    expect(useSessionStore.getState()).toMatchObject({
      isLoggedIn: true,
      loginToken: 'token',
      userType: 'scholar',
      userPlanStatus: 'stop',
      userData: member,
    });
  });

  it('logs out but keeps the country, language, referral and the cart', () => {
    const cartItem = {
      id: 1,
      name: 'Whey',
      description: '',
      hoverImage: null,
      image: null,
      quantity: 2,
      price: 4999,
      sale_price: 4999,
      purchaseType: 1 as const,
    };
    useCartStore.getState().updateCart({ cartItems: [cartItem] });
    const session = useSessionStore.getState();
    session.setCountry('CA');
    session.setLanguage('fr');
    session.setReferral('alice', { enrolling_sponsor_name: 'Alice Martin', id: 7, user_type: 'ambassador' });
    session.signIn({ loginToken: 'token', userData: member });

    useSessionStore.getState().signOut();

    expect(useSessionStore.getState()).toMatchObject({
      isLoggedIn: false,
      loginToken: null,
      userData: null,
      userType: null,
      userCountry: 'CA',
      language: 'fr',
      userUrlName: 'alice',
      referal_id: 7,
    });
    expect(useCartStore.getState().cartItems).toEqual([cartItem]);
  });

  it('carries the sponsor id as the referral id', () => {
    useSessionStore.getState().setReferral('bob', { enrolling_sponsor_name: 'Bob', id: 99, user_type: 'scholar' });
    expect(useSessionStore.getState()).toMatchObject({
      userUrlName: 'bob',
      referal_id: 99,
      userUrlInfoData: { enrolling_sponsor_name: 'Bob', id: 99, user_type: 'scholar' },
    });
  });

  it('persists the spec fields, and only data', () => {
    useSessionStore.getState().setCountry('US');
    const saved = JSON.parse(localStorage.getItem('upline-session') ?? '{}') as { state: Record<string, unknown> };
    expect(Object.keys(saved.state).sort()).toEqual(
      [
        'isLoggedIn',
        'userType',
        'loginToken',
        'userCountry',
        'userData',
        'userUrlName',
        'userPlanStatus',
        'userUrlInfoData',
        'referal_id',
        'language',
      ].sort(),
    );
    expect(saved.state.userCountry).toBe('US');
  });

  it('updates the plan status on the user as well', () => {
    useSessionStore.getState().signIn({ loginToken: null, userData: member });
    useSessionStore.getState().setPlanStatus('continue');
    expect(useSessionStore.getState().userPlanStatus).toBe('continue');
    expect(useSessionStore.getState().userData?.plan_status).toBe('continue');
  });
});
