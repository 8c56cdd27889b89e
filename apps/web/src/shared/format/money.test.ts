import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../session/session-store';
import { displayLocale, formatMoney } from './money';

vi.hoisted(async () => {
  const { memoryStorage } = await import('../test-storage');
  vi.stubGlobal('localStorage', memoryStorage());
});

// Intl writes narrow no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const shopper = (language: string, userCountry: 'US' | 'CA' | null) => useSessionStore.setState({ language, userCountry });

describe('amounts in the visitor language and country', () => {
  afterEach(() => shopper('en', null));

  it('shows English amounts as before', () => {
    shopper('en', 'US');
    expect(formatMoney(6300, 'USD')).toBe('$63.00');
    shopper('en', 'CA');
    expect(formatMoney(6300, 'CAD')).toBe('$63.00');
    expect(displayLocale('CAD')).toBe('en-CA');
    shopper('en', null);
    expect(formatMoney(6300, 'USD')).toBe('$63.00');
    expect(formatMoney(6300, 'CAD')).toBe('$63.00');
  });

  it('names the other country’s dollar', () => {
    shopper('en', 'CA');
    expect(formatMoney(6300, 'USD')).toBe('US$63.00');
    shopper('en', 'US');
    expect(formatMoney(6300, 'CAD')).toBe('CA$63.00');
  });

  it('shows French amounts the French way, the symbol after the number', () => {
    shopper('fr', 'CA');
    expect(displayLocale('CAD')).toBe('fr-CA');
    expect(plain(formatMoney(6300, 'CAD'))).toBe('63,00 $');
    expect(plain(formatMoney(123456, 'CAD'))).toBe('1 234,56 $');
    shopper('fr', 'US');
    expect(displayLocale('USD')).toBe('fr-US');
    expect(plain(formatMoney(6300, 'USD'))).toBe('63,00 $US');
    shopper('fr', null);
    expect(plain(formatMoney(6300, 'CAD'))).toBe('63,00 $');
  });
});
