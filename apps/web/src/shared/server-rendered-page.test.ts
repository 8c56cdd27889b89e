import { describe, expect, it } from 'vitest';
import { renderedSessionOf } from './server-rendered-page';

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
