import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('drops the site name the stored title already ends with', () => {
    expect(pageTitle({ meta_title: 'About us | Upline Wellness', name: 'About' }, 'Upline Wellness')).toBe('About us');
    expect(pageTitle({ meta_title: 'FAQ : livraison | upline wellness', name: 'FAQ' }, 'Upline Wellness')).toBe('FAQ : livraison');
  });

  it('keeps a title without the suffix, and falls back to the page name', () => {
    expect(pageTitle({ meta_title: 'Press room', name: 'x' }, 'Upline Wellness')).toBe('Press room');
    expect(pageTitle({ meta_title: '  ', name: 'Team' }, 'Upline Wellness')).toBe('Team');
    expect(pageTitle({ meta_title: 'Upline Wellness', name: 'Home' }, 'Upline Wellness')).toBe('Upline Wellness');
  });
});
