import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../session/session-store';
import { displayLocale, formatMoney } from './money';

vi.hoisted(async () => {
  const { memoryStorage } = await import('../test-storage');
  vi.stubGlobal('localStorage', memoryStorage());
});

// Intl writes narrow no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('amounts in the visitor language', () => {
  afterEach(() => useSessionStore.getState().setLanguage('en'));

  it('shows English amounts as before', () => {
    useSessionStore.getState().setLanguage('en');
    expect(formatMoney(6300, 'USD')).toBe('$63.00');
    expect(formatMoney(6300, 'CAD')).toBe('$63.00');
    expect(displayLocale('CAD')).toBe('en-CA');
  });

  it('shows French amounts the Canadian French way, the symbol after the number', () => {
    useSessionStore.getState().setLanguage('fr');
    expect(plain(formatMoney(6300, 'CAD'))).toBe('63,00 $');
    expect(plain(formatMoney(123456, 'CAD'))).toBe('1 234,56 $');
    expect(plain(formatMoney(6300, 'USD'))).toBe('63,00 $ US');
  });
});
