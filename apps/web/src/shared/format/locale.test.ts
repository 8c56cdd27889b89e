import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../session/session-store';
import { currentLocale, formatDate, formatNumber, formatPercentBps, shopLocale } from './locale';

vi.hoisted(async () => {
  const { memoryStorage } = await import('../test-storage');
  vi.stubGlobal('localStorage', memoryStorage());
});

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const day = new Date('2027-02-23T17:00:00Z');

describe('the display locale', () => {
  it('is the language with the shopping country, the currency standing in before a country is chosen', () => {
    expect(shopLocale('en', 'US')).toBe('en-US');
    expect(shopLocale('en', 'CA')).toBe('en-CA');
    expect(shopLocale('fr', 'CA')).toBe('fr-CA');
    expect(shopLocale('fr', 'US')).toBe('fr-US');
    expect(shopLocale('fr', null, 'CAD')).toBe('fr-CA');
    expect(shopLocale('en', null)).toBe('en-US');
    expect(shopLocale('de', 'CA')).toBe('en-CA');
  });

  it('follows the session', () => {
    useSessionStore.setState({ language: 'fr', userCountry: 'CA' });
    expect(currentLocale()).toBe('fr-CA');
    useSessionStore.setState({ language: 'en', userCountry: 'US' });
    expect(currentLocale()).toBe('en-US');
  });
});

describe('dates, numbers and percents', () => {
  it('are English as before in en-US', () => {
    expect(formatDate(day, { dateStyle: 'long', timeZone: 'UTC' }, 'en-US')).toBe('February 23, 2027');
    expect(formatDate('2027-02-23T17:00:00Z', { dateStyle: 'medium', timeZone: 'UTC' }, 'en-US')).toBe('Feb 23, 2027');
    expect(formatNumber(652035, {}, 'en-US')).toBe('652,035');
    expect(formatPercentBps(300, 'en-US')).toBe('3%');
  });

  it('are French in fr-CA: day first, month names, space-grouped digits and a space before %', () => {
    expect(formatDate(day, { dateStyle: 'long', timeZone: 'UTC' }, 'fr-CA')).toBe('23 février 2027');
    expect(plain(formatNumber(652035, {}, 'fr-CA'))).toBe('652 035');
    expect(plain(formatNumber(1234.5, {}, 'fr-CA'))).toBe('1 234,5');
    expect(plain(formatPercentBps(1500, 'fr-CA'))).toBe('15 %');
  });
});
