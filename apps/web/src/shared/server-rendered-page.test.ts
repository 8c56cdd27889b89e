// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { rememberView, renderedSessionOf, viewCookieName } from './server-rendered-page';

const guest = { language: 'en', userCountry: null, isLoggedIn: false } as const;

describe('the session a page was rendered for', () => {
  it('is the same for a first visit and a visitor who chose the United States (same texts, formats and prices)', () => {
    expect(renderedSessionOf(guest)).toBe('en|USD|guest');
    expect(renderedSessionOf({ ...guest, userCountry: 'US' })).toBe(renderedSessionOf(guest));
  });

  it('differs with the language, with Canada (Canadian dollars) and for a signed-in member', () => {
    const rendered = renderedSessionOf(guest);
    expect(renderedSessionOf({ ...guest, language: 'fr' })).not.toBe(rendered);
    expect(renderedSessionOf({ ...guest, userCountry: 'CA' })).not.toBe(rendered);
    expect(renderedSessionOf({ ...guest, isLoggedIn: true })).not.toBe(rendered);
  });
});

describe('the view cookie', () => {
  const cookieValue = () => document.cookie.split('; ').find((part) => part.startsWith(`${viewCookieName}=`))?.slice(viewCookieName.length + 1);

  it('tells the server the view the visitor last had, and follows a change of language or sign-in', () => {
    rememberView(guest);
    expect(decodeURIComponent(cookieValue() ?? '')).toBe('en|USD|guest');
    rememberView({ ...guest, language: 'fr', userCountry: 'CA' });
    expect(decodeURIComponent(cookieValue() ?? '')).toBe('fr|CAD|guest');
    rememberView({ ...guest, isLoggedIn: true });
    expect(decodeURIComponent(cookieValue() ?? '')).toBe('en|USD|member');
  });
});
