import { describe, expect, it } from 'vitest';
import { mergeTranslated, needsTranslation, toTranslateLanguage } from './translate-any';

describe('translateany helpers', () => {
  it('translates every language but English', () => {
    expect(needsTranslation('en')).toBe(false);
    expect(needsTranslation('fr')).toBe(true);
    expect(needsTranslation('es')).toBe(true);
  });

  it('sends the language as a path-style value', () => {
    expect(toTranslateLanguage('fr')).toBe('/fr');
  });

  it('keeps the English text where the server gave no translation', () => {
    const source = { headline: 'Feel good', text: 'Free shipping' };
    expect(mergeTranslated(source, { headline: 'Sentez-vous bien', text: '  ', extra: 'ignored' })).toEqual({
      headline: 'Sentez-vous bien',
      text: 'Free shipping',
    });
    expect(mergeTranslated(source, undefined)).toBe(source);
  });
});
